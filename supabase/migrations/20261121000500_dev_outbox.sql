-- =====================================================================
-- Dev outbox: where codes and messages go when no real SMS, e-mail or
-- Telegram provider is configured. Private: only the server reads it.
-- =====================================================================

create table if not exists private.dev_outbox (
  id bigint generated always as identity primary key,
  channel text not null check (channel in ('sms', 'call', 'email', 'telegram')),
  recipient text not null,
  subject text,
  body text not null,
  created_at timestamptz not null default now()
);

create index if not exists dev_outbox_recent on private.dev_outbox (created_at desc);
