-- =====================================================================
-- Jobs: durable background work (AI steps and the like). The server
-- enqueues inside the business transaction; an in-process worker
-- claims rows with `for update skip locked`. Never exposed over an API.
-- =====================================================================

-- ---------------------------------------------------------------------
-- Table
-- ---------------------------------------------------------------------
create table if not exists private.jobs (
  id bigint generated always as identity primary key,
  name text not null,
  payload jsonb not null default '{}'::jsonb,
  status text not null default 'queued',
  attempts int not null default 0,
  -- Null means "the worker's default" (JOBS_MAX_ATTEMPTS), so the setting
  -- applies to jobs already waiting when it changes.
  max_attempts int,
  run_at timestamptz not null default now(),
  locked_at timestamptz,
  locked_by text,
  last_error text,
  -- The same logical job (e.g. one step of one order) is enqueued once,
  -- however many times the request that asks for it is repeated.
  key text unique,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  finished_at timestamptz,
  constraint jobs_status_is_known check (status in ('queued', 'running', 'done', 'dead')),
  constraint jobs_max_attempts_is_positive check (max_attempts is null or max_attempts >= 1),
  -- A running job always says whose it is and since when, or its lease could never expire.
  constraint jobs_running_is_locked check (status <> 'running' or (locked_at is not null and locked_by is not null))
);

-- ---------------------------------------------------------------------
-- Indexes
-- ---------------------------------------------------------------------
-- The claim query reads only due queued rows; done and dead rows pile up
-- and must not slow it down.
create index if not exists jobs_queued_by_run_at on private.jobs (run_at, id) where status = 'queued';

-- Finding running jobs whose lease expired (their process died).
create index if not exists jobs_running_by_locked_at on private.jobs (locked_at) where status = 'running';

-- ---------------------------------------------------------------------
-- Access
-- ---------------------------------------------------------------------
-- `private` is usable by the API roles (for policy helpers), so the table
-- itself must grant them nothing; row-level security is a second lock in
-- case a default privilege ever does.
alter table private.jobs enable row level security;

revoke all on private.jobs from public, anon, authenticated;
grant all on private.jobs to service_role;
