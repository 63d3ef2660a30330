-- The request a job was enqueued by (issue 32, Operations): its log lines carry the same request id as the request's,
-- so one id follows a click from the answer through every job it started. Null for jobs no request started (the
-- catalogue's seed, a job's follow-up outside any request). private.jobs keeps its grants: only the service role.
alter table private.jobs add column if not exists request_id text;
create index if not exists jobs_dead_by_name on private.jobs (name) where status = 'dead';
-- GET /metrics reads the last hour's payments on every scrape (edge/metrics/app-metrics.ts).
create index if not exists payments_by_created_at on private.payments (created_at);
