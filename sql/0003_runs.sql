-- Results of finished AI runs (Form A's tailoring and cover letters): the document a run produced
-- (a PDF, or a ZIP of resume.pdf and cover-letter.pdf), kept 24 hours for the `downloadUrl` its
-- final SSE event carries. Every query filters by user_id; a row past expires_at is never served
-- and the housekeeping sweep deletes it.

CREATE TABLE runs (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- No foreign keys: the run's record (and the document it produced) outlives an edit or a
  -- deletion of the resume or letter it saved.
  resume_id uuid NOT NULL,
  cover_letter_id uuid,
  content_type text NOT NULL,
  -- The download name (UTF-8); the ASCII fallback is derived when the download is served.
  filename text NOT NULL,
  document bytea NOT NULL,
  suggestions jsonb,
  match_score jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
-- The sweep deletes by expiry across all users.
CREATE INDEX runs_expiry ON runs (expires_at);
