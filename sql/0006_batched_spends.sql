-- Credit spends decided in batches (storage/credits.repository.ts takeCreditsInBatch): one statement
-- takes the spends an instance received together, for any accounts, each decided in arrival order
-- exactly as one statement per spend would (0001's rules: 30-day cycles from the anchor, a stale
-- cycle's usage counting as zero, the plan's quota first, then prepaid credits; a spend the balance
-- cannot cover takes nothing and leaves no trace), with the same reservation and ledger rows.
-- Accounts are locked in user id order, so two instances' batches cannot deadlock.
--
-- Returns one row per spend of an existing account (`spend` is its position in the arrays, from 1):
-- whether it was reserved, and the account as it stood just before it (for the balance, or the 402).
CREATE FUNCTION take_credits(
  spend_ids uuid[],
  spend_users uuid[],
  spend_actions text[],
  spend_costs integer[],
  spend_captured boolean[],
  quota_plans text[],
  quota_values integer[],
  cycle_seconds numeric
) RETURNS TABLE (spend integer, reserved boolean, user_id uuid, plan text, cycle_anchor timestamptz, cycle_start timestamptz, cycle_used integer, prepaid integer, database_now timestamptz)
LANGUAGE plpgsql
-- Every statement inside has one good plan whatever the arrays hold; without this PostgreSQL plans
-- them afresh on every call (a custom plan per call: planning was ~10 % of the backends' CPU).
SET plan_cache_mode = force_generic_plan
AS $$
DECLARE
  -- The clock and the anchor cut to milliseconds, so that the cycle arithmetic here and
  -- creditBalance's (on JavaScript dates) agree to the instant.
  clock timestamptz := date_trunc('milliseconds', now());
  item record;
  account_id uuid;
  account_plan text;
  anchor timestamptz;
  quota integer;
  current_start timestamptz;
  state_start timestamptz;
  state_used integer;
  state_prepaid integer;
  account_found boolean := false;
  account_changed boolean := false;
  used integer;
  from_cycle integer;
  from_prepaid integer;
  taken_ids uuid[] := '{}';
  taken_users uuid[] := '{}';
  taken_actions text[] := '{}';
  taken_from_cycle integer[] := '{}';
  taken_from_prepaid integer[] := '{}';
  taken_starts timestamptz[] := '{}';
  taken_captured boolean[] := '{}';
BEGIN
  FOR item IN
    SELECT s.position::integer AS position, s.id, s.user_id, s.action, s.cost, s.captured
    FROM unnest(spend_ids, spend_users, spend_actions, spend_costs, spend_captured) WITH ORDINALITY AS s(id, user_id, action, cost, captured, position)
    ORDER BY s.user_id, s.position
  LOOP
    IF account_id IS DISTINCT FROM item.user_id THEN
      IF account_changed THEN
        UPDATE credit_accounts SET cycle_start = state_start, cycle_used = state_used, prepaid = state_prepaid, updated_at = now() WHERE credit_accounts.user_id = account_id;
      END IF;
      account_id := item.user_id;
      account_changed := false;
      SELECT u.plan, date_trunc('milliseconds', c.cycle_anchor), c.cycle_start, c.cycle_used, c.prepaid
        INTO account_plan, anchor, state_start, state_used, state_prepaid
        FROM credit_accounts c JOIN users u ON u.id = c.user_id
        WHERE c.user_id = item.user_id
        FOR UPDATE OF c;
      account_found := FOUND;
      IF account_found THEN
        current_start := anchor + make_interval(secs => floor(greatest(0, extract(epoch FROM clock - anchor)) / cycle_seconds) * cycle_seconds);
        quota := (SELECT q.quota FROM unnest(quota_plans, quota_values) AS q(plan, quota) WHERE q.plan = account_plan);
      END IF;
    END IF;
    CONTINUE WHEN NOT account_found;

    used := CASE WHEN state_start < current_start THEN 0 ELSE state_used END;
    from_cycle := least(item.cost, greatest(0, quota - used));
    from_prepaid := item.cost - from_cycle;
    spend := item.position;
    reserved := quota IS NOT NULL AND from_prepaid <= state_prepaid;
    user_id := item.user_id;
    plan := account_plan;
    cycle_anchor := anchor;
    cycle_start := state_start;
    cycle_used := state_used;
    prepaid := state_prepaid;
    database_now := clock;
    RETURN NEXT;

    IF reserved THEN
      state_start := current_start;
      state_used := used + from_cycle;
      state_prepaid := state_prepaid - from_prepaid;
      account_changed := true;
      taken_ids := taken_ids || item.id;
      taken_users := taken_users || item.user_id;
      taken_actions := taken_actions || item.action;
      taken_from_cycle := taken_from_cycle || from_cycle;
      taken_from_prepaid := taken_from_prepaid || from_prepaid;
      taken_starts := taken_starts || current_start;
      taken_captured := taken_captured || item.captured;
    END IF;
  END LOOP;
  IF account_changed THEN
    UPDATE credit_accounts SET cycle_start = state_start, cycle_used = state_used, prepaid = state_prepaid, updated_at = now() WHERE credit_accounts.user_id = account_id;
  END IF;
  IF cardinality(taken_ids) = 0 THEN
    RETURN;
  END IF;

  -- A spend for work already done (captured) is recorded as a reserve followed by its capture.
  INSERT INTO credit_reservations (id, user_id, action, from_cycle, from_prepaid, cycle_start, status, settled_at)
  SELECT t.id, t.user_id, t.action, t.from_cycle, t.from_prepaid, t.cycle_start,
    CASE WHEN t.captured THEN 'captured' ELSE 'reserved' END, CASE WHEN t.captured THEN now() END
  FROM unnest(taken_ids, taken_users, taken_actions, taken_from_cycle, taken_from_prepaid, taken_starts, taken_captured)
    AS t(id, user_id, action, from_cycle, from_prepaid, cycle_start, captured);

  INSERT INTO credit_ledger (user_id, entry, action, reservation_id, cycle_delta, prepaid_delta)
  SELECT t.user_id, e.entry, t.action, t.id, CASE WHEN e.entry = 'reserve' THEN -t.from_cycle ELSE 0 END, CASE WHEN e.entry = 'reserve' THEN -t.from_prepaid ELSE 0 END
  FROM unnest(taken_ids, taken_users, taken_actions, taken_from_cycle, taken_from_prepaid, taken_captured) WITH ORDINALITY
    AS t(id, user_id, action, from_cycle, from_prepaid, captured, position)
  CROSS JOIN LATERAL (VALUES (1, 'reserve'), (2, 'capture')) AS e(step, entry)
  WHERE e.step = 1 OR t.captured
  ORDER BY t.position, e.step;
END
$$;
