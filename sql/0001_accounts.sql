-- Accounts, API keys, console sessions, credits, rate limits and model settings.
-- Runs on PostgreSQL and on PGlite alike: keep to plain PostgreSQL, no extensions.

CREATE TABLE users (
  id uuid PRIMARY KEY,
  email text NOT NULL,
  -- lower-cased, trimmed: the uniqueness key (no citext on PGlite without an extension)
  email_normalized text NOT NULL UNIQUE,
  password_hash text,
  plan text NOT NULL DEFAULT 'free' CHECK (plan IN ('free', 'pro')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE api_keys (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  -- hex SHA-256 of the whole key; the key itself is never stored
  key_hash text NOT NULL UNIQUE,
  key_prefix text NOT NULL,
  last_four text NOT NULL,
  scopes text[] NOT NULL,
  form text NOT NULL DEFAULT 'a' CHECK (form IN ('a', 'b')),
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  regenerated_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX api_keys_user_id ON api_keys (user_id, created_at);

CREATE TABLE console_sessions (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX console_sessions_user_id ON console_sessions (user_id);

-- The mutable state credits are spent against. One row per user, updated under a row lock.
CREATE TABLE credit_accounts (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  cycle_anchor timestamptz NOT NULL,
  cycle_start timestamptz NOT NULL,
  cycle_used integer NOT NULL DEFAULT 0 CHECK (cycle_used >= 0),
  prepaid integer NOT NULL DEFAULT 0 CHECK (prepaid >= 0),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Credits held for an action in flight: captured on success, released on failure.
CREATE TABLE credit_reservations (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  action text NOT NULL,
  from_cycle integer NOT NULL CHECK (from_cycle >= 0),
  from_prepaid integer NOT NULL CHECK (from_prepaid >= 0),
  cycle_start timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'reserved' CHECK (status IN ('reserved', 'captured', 'released')),
  created_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz
);
CREATE INDEX credit_reservations_open ON credit_reservations (created_at) WHERE status = 'reserved';

-- Append-only history of every credit movement. sum(prepaid_delta) per user equals
-- credit_accounts.prepaid; a trigger refuses updates and deletes.
CREATE TABLE credit_ledger (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  entry text NOT NULL CHECK (entry IN ('reserve', 'capture', 'release', 'purchase', 'adjustment')),
  action text,
  reservation_id uuid REFERENCES credit_reservations (id) ON DELETE CASCADE,
  cycle_delta integer NOT NULL DEFAULT 0,
  prepaid_delta integer NOT NULL DEFAULT 0,
  note text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX credit_ledger_user ON credit_ledger (user_id, id);

CREATE FUNCTION credit_ledger_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Deleting a whole account (ON DELETE CASCADE from users) is the one allowed removal.
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'credit_ledger is append-only';
END
$$;
CREATE TRIGGER credit_ledger_append_only BEFORE UPDATE OR DELETE ON credit_ledger
  FOR EACH ROW EXECUTE FUNCTION credit_ledger_is_append_only();

-- Sliding-window counters: the current fixed window and the one before it, per bucket.
CREATE TABLE rate_limit_counters (
  bucket text PRIMARY KEY,
  window_index bigint NOT NULL,
  hits integer NOT NULL,
  previous_hits integer NOT NULL DEFAULT 0
);

-- Bring-your-own-key model settings; the provider key is AES-256-GCM ciphertext.
CREATE TABLE model_settings (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  provider text NOT NULL,
  model_id text NOT NULL,
  api_key_ciphertext text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
