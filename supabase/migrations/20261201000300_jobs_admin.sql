-- =====================================================================
-- Jobs in the back-office (/admin/jobs) and the pruning of done jobs
-- (edge/jobs/prune-done-jobs.ts). Done rows older than
-- JOBS_DONE_RETENTION_DAYS are deleted in bounded batches at most once an
-- hour across all instances: one row per housekeeping task remembers when
-- it last ran. Dead rows are kept until an administrator discards them.
-- Server-only: private schema; only the server's service role may touch it.
-- The whole file may run again and changes nothing the second time.
-- =====================================================================

-- The pruning reads done rows oldest first.
create index if not exists jobs_done_by_finished_at on private.jobs (finished_at, id) where status = 'done';

create table if not exists private.job_housekeeping (
  task text primary key,
  last_run_at timestamptz not null,
  constraint job_housekeeping_task_is_short check (length(task) between 1 and 100)
);

alter table private.job_housekeeping enable row level security;
revoke all on private.job_housekeeping from public, anon, authenticated;
grant select, insert, update on private.job_housekeeping to service_role;
