-- =====================================================================
-- Job priority (issue 29, finding 3): a signed-in client's order step runs before a guest's, and both before
-- background content (the catalogue's referats, analytics forwarding). The worker claims the highest priority
-- first and keeps slots for client work (edge/jobs/worker.ts), so a flood of guest jobs or a fresh start's
-- 64 catalogue referats never makes a paying client wait.
--   30  client: a signed-in client's order steps, money and account jobs (the default)
--   20  upload: parsing a client's uploaded file (heavy; never in the slots kept for clients)
--   10  guest:  a guest's order steps
--    0  background: content the site makes for itself
-- =====================================================================

alter table private.jobs add column if not exists priority smallint not null default 30;

-- The claim reads due queued rows highest priority first, then oldest.
drop index if exists private.jobs_queued_by_run_at;
create index if not exists jobs_queued_by_priority on private.jobs (priority desc, run_at, id) where status = 'queued';
