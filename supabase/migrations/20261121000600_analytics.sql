-- =====================================================================
-- Analytics: product events the server records (short-link visits now;
-- later areas send theirs through edge/analytics/record-event.ts).
-- Append-only and private: nothing here is exposed over an API.
-- =====================================================================

-- ---------------------------------------------------------------------
-- Table
-- ---------------------------------------------------------------------
create table if not exists private.analytics_events (
  id bigint generated always as identity primary key,
  name text not null,
  props jsonb not null default '{}'::jsonb,
  -- The guest's browser fingerprint when the request carried one.
  fingerprint text,
  -- No foreign key: an event outlives the account it mentions.
  user_id uuid,
  created_at timestamptz not null default now(),
  constraint analytics_events_name_is_short check (char_length(name) between 1 and 100),
  constraint analytics_events_props_is_object check (jsonb_typeof(props) = 'object'),
  constraint analytics_events_fingerprint_is_short check (fingerprint is null or char_length(fingerprint) <= 128)
);

-- ---------------------------------------------------------------------
-- Indexes
-- ---------------------------------------------------------------------
-- Reports count one event over a period.
create index if not exists analytics_events_by_name on private.analytics_events (name, created_at desc);

-- ---------------------------------------------------------------------
-- Access
-- ---------------------------------------------------------------------
-- `private` is usable by the API roles (for policy helpers), so the table
-- grants them nothing; row-level security stays on as a second lock.
alter table private.analytics_events enable row level security;

revoke all on private.analytics_events from public, anon, authenticated;
grant select, insert on private.analytics_events to service_role;
