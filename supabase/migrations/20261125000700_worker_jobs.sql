-- =====================================================================
-- Realtime outbox: on Cloudflare Workers (REALTIME_PROVIDER=supabase)
-- an event is written here inside the business transaction and sent to
-- Supabase Realtime broadcast only after that transaction committed
-- (right after the request, and by the Cron sweep for leftovers). A
-- rolled-back transaction leaves no row, so no event is sent for it.
-- On Node (NOTIFY) the table stays empty.
-- =====================================================================

create table if not exists private.realtime_outbox (
  id bigint generated always as identity primary key,
  topic text not null,
  event text not null,
  payload jsonb not null,
  private boolean not null default true,
  created_at timestamptz not null default now()
);

-- Never exposed over an API: only the server (service_role) reads and drains it.
alter table private.realtime_outbox enable row level security;

revoke all on private.realtime_outbox from public, anon, authenticated;
grant all on private.realtime_outbox to service_role;

-- Publishing happens in whatever role the business transaction runs as
-- (pg_notify needs no privilege either), so writing goes through this
-- function; it can only append, never read or remove another event.
create or replace function private.queue_realtime_message(p_topic text, p_event text, p_payload jsonb, p_private boolean)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into private.realtime_outbox (topic, event, payload, private) values (p_topic, p_event, p_payload, p_private);
$$;

revoke all on function private.queue_realtime_message(text, text, jsonb, boolean) from public;
grant execute on function private.queue_realtime_message(text, text, jsonb, boolean) to anon, authenticated, service_role;
