-- =====================================================================
-- Analytics events, append-only and partitioned by month (platform.md
-- §3 user context, §7 events service). Events from the browser
-- (POST /api/events) and from the server (edge/analytics/track.ts) land
-- in private.analytics_events; forwarding to the events service is
-- tracked in private.analytics_outbox, so retries never touch an event.
-- Replaces the single table of 20261121000600_analytics.sql, keeping its rows.
-- =====================================================================

-- ---------------------------------------------------------------------
-- Tables
-- ---------------------------------------------------------------------
alter table if exists private.analytics_events rename to analytics_events_legacy;
alter index if exists private.analytics_events_by_name rename to analytics_events_legacy_by_name;

-- A sequence, not an identity column: Postgres before 17 has none on partitioned tables.
create sequence if not exists private.analytics_event_ids as bigint;

create table private.analytics_events (
  id bigint not null default nextval('private.analytics_event_ids'),
  name text not null,
  props jsonb not null default '{}'::jsonb,
  -- The spec's user context (user_id, has_subscription, fingerprint, session_id, entry, url, experiments,
  -- is_web_app, get_params, user_agent, screen_preset) as the browser or the server saw it.
  context jsonb not null default '{}'::jsonb,
  -- Filled by the server from the caller's token, never from the request body. No foreign key: an event
  -- outlives the account it mentions.
  user_id uuid,
  fingerprint text,
  session_id text,
  -- When it happened (the browser's clock, clamped by the server to the last day) and when the server stored it.
  created_at timestamptz not null default now(),
  received_at timestamptz not null default now(),
  primary key (id, created_at),
  constraint analytics_events_name_is_short check (char_length(name) between 1 and 100),
  constraint analytics_events_props_is_object check (jsonb_typeof(props) = 'object'),
  constraint analytics_events_context_is_object check (jsonb_typeof(context) = 'object'),
  constraint analytics_events_fingerprint_is_short check (fingerprint is null or char_length(fingerprint) <= 128),
  constraint analytics_events_session_is_short check (session_id is null or char_length(session_id) <= 128)
) partition by range (created_at);

alter sequence private.analytics_event_ids owned by private.analytics_events.id;

-- Forwarding state: one row per event to send; the job marks it sent or books the next attempt.
create table if not exists private.analytics_outbox (
  event_id bigint primary key,
  event_created_at timestamptz not null,
  attempts int not null default 0,
  next_attempt_at timestamptz not null default now(),
  sent_at timestamptz,
  last_error text
);

-- ---------------------------------------------------------------------
-- Partitions
-- ---------------------------------------------------------------------
-- Creates the month partitions of `p_at` and of the month after it when missing. Called on every insert path
-- (edge/analytics/store-events.ts) so a new month never finds its partition absent; cheap when both exist.
create or replace function private.ensure_analytics_partitions(p_at timestamptz default now())
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_month date;
  v_name text;
begin
  for i in 0..1 loop
    v_month := (date_trunc('month', p_at at time zone 'UTC') + make_interval(months => i))::date;
    v_name := 'analytics_events_' || to_char(v_month, 'YYYY_MM');
    if to_regclass('private.' || v_name) is null then
      execute format(
        'create table if not exists private.%I partition of private.analytics_events for values from (%L) to (%L)',
        v_name, (v_month::timestamp at time zone 'UTC'), ((v_month + interval '1 month')::timestamp at time zone 'UTC'));
      execute format('alter table private.%I enable row level security', v_name);
      execute format('revoke all on private.%I from public, anon, authenticated', v_name);
    end if;
  end loop;
end
$$;

-- The old rows move over with their ids; partitions for every month they cover come first.
do $$
declare
  v_month timestamptz;
begin
  if to_regclass('private.analytics_events_legacy') is not null then
    for v_month in select distinct date_trunc('month', created_at) from private.analytics_events_legacy loop
      perform private.ensure_analytics_partitions(v_month);
    end loop;
    -- The short-link event was spelled 'short-link' before event names became snake_case (domain/analytics).
    insert into private.analytics_events (id, name, props, fingerprint, user_id, created_at, received_at)
      select id, case when name = 'short-link' then 'short_link' else name end, props, fingerprint, user_id, created_at, created_at
        from private.analytics_events_legacy;
    perform setval('private.analytics_event_ids', greatest((select max(id) from private.analytics_events_legacy), 1));
    drop table private.analytics_events_legacy;
  end if;
end
$$;

select private.ensure_analytics_partitions(now());

-- ---------------------------------------------------------------------
-- Indexes
-- ---------------------------------------------------------------------
create index if not exists analytics_events_by_name on private.analytics_events (name, created_at desc);
-- The funnel joins a visitor's events by who they are.
create index if not exists analytics_events_by_user on private.analytics_events (user_id, created_at) where user_id is not null;
create index if not exists analytics_events_by_fingerprint on private.analytics_events (fingerprint, created_at) where fingerprint is not null;
-- The forwarding job reads what is due and unsent.
create index if not exists analytics_outbox_due on private.analytics_outbox (next_attempt_at) where sent_at is null;

-- ---------------------------------------------------------------------
-- Append-only
-- ---------------------------------------------------------------------
create or replace function private.analytics_events_are_append_only() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'analytics events are append-only: % refused', tg_op using errcode = '42501';
end
$$;

drop trigger if exists analytics_events_append_only on private.analytics_events;
create trigger analytics_events_append_only
  before update or delete on private.analytics_events
  for each row execute function private.analytics_events_are_append_only();

-- ---------------------------------------------------------------------
-- Forwarding
-- ---------------------------------------------------------------------
-- Every new event gets its outbox row, and a forwarding job is booked at the end of its ten-second window, so a
-- burst of events goes out in one batch (edge/analytics/forward-events.ts).
create or replace function private.analytics_events_enqueue_forward() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_at timestamptz := to_timestamp((floor(extract(epoch from now()) / 10) + 1) * 10);
begin
  insert into private.analytics_outbox (event_id, event_created_at) values (new.id, new.created_at);
  insert into private.jobs (name, payload, run_at, key)
    values ('analytics-events-forward', '{}'::jsonb, v_at, 'analytics-events-forward:' || extract(epoch from v_at)::bigint)
    on conflict (key) do nothing;
  return null;
end
$$;

drop trigger if exists analytics_events_forward on private.analytics_events;
create trigger analytics_events_forward
  after insert on private.analytics_events
  for each row execute function private.analytics_events_enqueue_forward();

-- ---------------------------------------------------------------------
-- Funnel: landing → start → order → payment
-- ---------------------------------------------------------------------
-- Counts distinct visitors who reached each step in order within [p_from, p_to). A visitor is the account when
-- known; a guest's fingerprint counts as the account it later signed in as (any event carrying both), so a
-- landing seen as a guest and a payment made signed in are one visitor.
create or replace function private.analytics_funnel(p_from timestamptz, p_to timestamptz)
returns table (step int, name text, subjects bigint)
language sql
stable
security definer
set search_path = ''
as $$
  with e as (
    select ev.name, ev.created_at, ev.user_id, ev.fingerprint, ev.session_id
      from private.analytics_events ev
     where ev.created_at >= p_from and ev.created_at < p_to
       and ev.name in ('landing_view', 'order_start', 'order_created', 'payment_succeeded')
  ),
  linked as (
    select distinct on (fingerprint) fingerprint, user_id from e
     where fingerprint is not null and user_id is not null
     order by fingerprint, created_at
  ),
  s as (
    select e.name, e.created_at,
           coalesce(e.user_id::text, l.user_id::text, 'f:' || e.fingerprint, 's:' || e.session_id) as subject
      from e left join linked l on l.fingerprint = e.fingerprint
  ),
  s1 as (select subject, min(created_at) as t from s where s.name = 'landing_view' and subject is not null group by subject),
  s2 as (select s.subject, min(s.created_at) as t from s join s1 on s1.subject = s.subject and s.created_at >= s1.t
          where s.name = 'order_start' group by s.subject),
  s3 as (select s.subject, min(s.created_at) as t from s join s2 on s2.subject = s.subject and s.created_at >= s2.t
          where s.name = 'order_created' group by s.subject),
  s4 as (select s.subject from s join s3 on s3.subject = s.subject and s.created_at >= s3.t
          where s.name = 'payment_succeeded' group by s.subject)
  select 1, 'landing_view', (select count(*) from s1)
  union all select 2, 'order_start', (select count(*) from s2)
  union all select 3, 'order_created', (select count(*) from s3)
  union all select 4, 'payment_succeeded', (select count(*) from s4)
  order by 1
$$;

-- ---------------------------------------------------------------------
-- Server-side funnel events: where the server knows (platform.md §3, orders.md §3)
-- ---------------------------------------------------------------------
-- An order created, a payment started and a payment applied are recorded in the same transaction as the fact itself,
-- whichever product, route or bank callback caused it, so the browser can neither miss nor forge them.
create or replace function private.record_analytics_fact(p_name text, p_user_id uuid, p_fingerprint text, p_props jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.ensure_analytics_partitions(now());
  insert into private.analytics_events (name, props, context, user_id, fingerprint)
    values (p_name, p_props, jsonb_build_object('user_id', p_user_id, 'fingerprint', p_fingerprint, 'source', 'server'), p_user_id, p_fingerprint);
end
$$;

create or replace function private.unified_orders_track_created() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.record_analytics_fact('order_created', new.user_id, new.guest_fingerprint,
    jsonb_build_object('unified_order_id', new.id, 'type_id', new.type_id));
  return null;
end
$$;

drop trigger if exists unified_orders_track_created on public.unified_orders;
create trigger unified_orders_track_created
  after insert on public.unified_orders
  for each row execute function private.unified_orders_track_created();

create or replace function private.payments_track() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    perform private.record_analytics_fact('payment_started', new.user_id, null,
      jsonb_build_object('payment_id', new.id, 'kind', new.kind, 'amount_kopecks', new.amount_kopecks));
  elsif new.status = 'succeeded' and old.status is distinct from 'succeeded' then
    perform private.record_analytics_fact('payment_succeeded', new.user_id, null,
      jsonb_build_object('payment_id', new.id, 'kind', new.kind, 'amount_kopecks', new.amount_kopecks));
  end if;
  return null;
end
$$;

drop trigger if exists payments_track on private.payments;
create trigger payments_track
  after insert or update of status on private.payments
  for each row execute function private.payments_track();

revoke execute on function private.record_analytics_fact(text, uuid, text, jsonb) from public;
revoke execute on function private.unified_orders_track_created() from public;
revoke execute on function private.payments_track() from public;

-- ---------------------------------------------------------------------
-- Access
-- ---------------------------------------------------------------------
-- Nothing here is exposed over an API. The server may read and append events, never change them; it drives the
-- outbox. Row-level security stays on as a second lock.
alter table private.analytics_events enable row level security;
alter table private.analytics_outbox enable row level security;

revoke all on private.analytics_events from public, anon, authenticated, service_role;
grant select, insert on private.analytics_events to service_role;
revoke all on sequence private.analytics_event_ids from public, anon, authenticated;
grant usage on sequence private.analytics_event_ids to service_role;

revoke all on private.analytics_outbox from public, anon, authenticated;
grant select, insert, update, delete on private.analytics_outbox to service_role;

revoke execute on function private.ensure_analytics_partitions(timestamptz) from public;
grant execute on function private.ensure_analytics_partitions(timestamptz) to service_role;
revoke execute on function private.analytics_funnel(timestamptz, timestamptz) from public;
grant execute on function private.analytics_funnel(timestamptz, timestamptz) to service_role;
revoke execute on function private.analytics_events_enqueue_forward() from public;
revoke execute on function private.analytics_events_are_append_only() from public;
