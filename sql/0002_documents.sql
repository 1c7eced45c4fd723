-- Resumes and cover letters. Every query filters by user_id: tenancy is structural.

CREATE TABLE resumes (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title text NOT NULL,
  is_default boolean NOT NULL DEFAULT false,
  language text NOT NULL,
  template_id text NOT NULL,
  design jsonb NOT NULL,
  sections jsonb NOT NULL,
  section_order jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- Listing order: most recently updated first, ties broken by id so pages are stable.
CREATE INDEX resumes_listing ON resumes (user_id, updated_at DESC, id DESC);
-- At most one default per user, whatever the concurrency; the services keep it at exactly one.
CREATE UNIQUE INDEX resumes_one_default ON resumes (user_id) WHERE is_default;

CREATE TABLE cover_letters (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title text NOT NULL,
  content text NOT NULL,
  resume_id uuid REFERENCES resumes (id) ON DELETE SET NULL,
  template_id text,
  language text NOT NULL,
  sender jsonb NOT NULL,
  recipient jsonb NOT NULL,
  position_name text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX cover_letters_listing ON cover_letters (user_id, updated_at DESC, id DESC);
