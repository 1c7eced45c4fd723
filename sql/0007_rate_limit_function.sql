-- Rate-limit hits decided in one statement (storage/rate-limits.repository.ts admitHits), so that a
-- bucket's row is locked for one statement instead of a four-round-trip transaction.
--
-- The rule is src/domain/rate-limit.ts's, mirrored step for step in float8 as JavaScript computes
-- it (rollWindow, then decideRateLimit's admission: the sliding estimate, this hit counted, must
-- not exceed the limit); test/rate-limit-function.test.ts checks both agree. The caller computes
-- the headers with decideRateLimit from the counts this returns, so they come from one place.
--
-- Hits are decided in arrival order per bucket; buckets are locked in name order (instances cannot
-- deadlock). A bucket seen for the first time gets a row; only admitted hits are counted. Returns,
-- per hit (`hit` is its position from 1): admitted or not, and the counts it was decided on.
CREATE FUNCTION admit_rate_limit_hits(hit_buckets text[], hit_windows integer[], hit_limits integer[])
RETURNS TABLE (hit integer, allowed boolean, hits integer, previous_hits integer, elapsed_seconds double precision)
LANGUAGE plpgsql
-- Every statement inside has one good plan whatever the arrays hold; without this PostgreSQL plans
-- them afresh on every call (a custom plan per call: planning was ~10 % of the backends' CPU).
SET plan_cache_mode = force_generic_plan
AS $$
#variable_conflict use_column
DECLARE
  item record;
  current_bucket text;
  window_length integer;
  stored_index bigint;
  stored_hits integer;
  stored_previous integer;
  now_seconds double precision;
  clock_index bigint;
  rolled_index bigint;
  rolled_hits integer;
  rolled_previous integer;
  elapsed double precision;
  clamped double precision;
BEGIN
  FOR item IN
    SELECT h.position::integer AS position, h.bucket, h.window_length, h.hit_limit
    FROM unnest(hit_buckets, hit_windows, hit_limits) WITH ORDINALITY AS h(bucket, window_length, hit_limit, position)
    ORDER BY h.bucket, h.position
  LOOP
    IF current_bucket IS DISTINCT FROM item.bucket THEN
      IF current_bucket IS NOT NULL THEN
        UPDATE rate_limit_counters SET window_index = rolled_index, hits = rolled_hits, previous_hits = rolled_previous WHERE bucket = current_bucket;
      END IF;
      current_bucket := item.bucket;
      window_length := item.window_length;
      -- Window -1: nothing counted yet. The clock is read once the row is locked.
      INSERT INTO rate_limit_counters AS counter (bucket, window_index, hits, previous_hits) VALUES (item.bucket, -1, 0, 0)
        ON CONFLICT (bucket) DO UPDATE SET hits = counter.hits
        RETURNING counter.window_index, counter.hits, counter.previous_hits INTO stored_index, stored_hits, stored_previous;
      now_seconds := extract(epoch FROM clock_timestamp())::float8;
      -- rollWindow
      clock_index := floor(now_seconds / window_length)::bigint;
      rolled_index := CASE WHEN stored_index < 0 THEN clock_index ELSE greatest(clock_index, stored_index) END;
      elapsed := greatest(0, now_seconds - (rolled_index * window_length)::float8);
      IF stored_index < 0 OR stored_index < rolled_index - 1 THEN
        rolled_hits := 0;
        rolled_previous := 0;
      ELSIF stored_index = rolled_index - 1 THEN
        rolled_previous := stored_hits;
        rolled_hits := 0;
      ELSE
        rolled_hits := stored_hits;
        rolled_previous := stored_previous;
      END IF;
    END IF;
    -- decideRateLimit: the estimate with this hit counted
    clamped := least(greatest(elapsed, 0), window_length::float8);
    hit := item.position;
    hits := rolled_hits + 1;
    previous_hits := rolled_previous;
    elapsed_seconds := elapsed;
    allowed := (rolled_previous * (window_length - clamped)) / window_length + (rolled_hits + 1) <= item.hit_limit;
    RETURN NEXT;
    IF allowed THEN
      rolled_hits := rolled_hits + 1;
    END IF;
  END LOOP;
  IF current_bucket IS NOT NULL THEN
    UPDATE rate_limit_counters SET window_index = rolled_index, hits = rolled_hits, previous_hits = rolled_previous WHERE bucket = current_bucket;
  END IF;
END
$$;
