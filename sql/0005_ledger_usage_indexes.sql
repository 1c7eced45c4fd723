-- The console's 30-day usage (storage/ledger.repository.ts spentCreditsByDay) reads an account's
-- captures of the last 30 days and, for each, the reserve entry of the same reservation: without
-- these it read the account's whole ledger, twice, on every page load.
CREATE INDEX credit_ledger_user_entry_created ON credit_ledger (user_id, entry, created_at);
CREATE INDEX credit_ledger_reservation ON credit_ledger (reservation_id) WHERE reservation_id IS NOT NULL;
