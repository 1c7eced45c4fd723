-- Renders kept as runs (the render routes' streaming and JSON answers) save no resume when the
-- document is a cover letter with no resume linked to it: such a run names only its letter.
ALTER TABLE runs ALTER COLUMN resume_id DROP NOT NULL;
