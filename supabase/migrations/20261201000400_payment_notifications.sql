-- =====================================================================
-- Bank notifications (edge/payments/webhooks/notification-log.ts): every
-- notification a payment provider posts to /webhooks/* is one row — what it
-- was about, what we did with it and why, the request id of its log lines.
-- A verified one keeps its body (jsonb) and the event it was read as, so the
-- back-office can run it through the same handling again; an unverified one
-- (maybe an attacker's) keeps only its first few KB as text.
-- Rows older than PAYMENT_NOTIFICATIONS_RETENTION_DAYS are deleted in the
-- same transaction that records a new one.
-- Server-only: private schema; only the server's service role may touch it.
-- The whole file may run again and changes nothing the second time.
-- =====================================================================

create table if not exists private.payment_notifications (
  id bigint generated always as identity primary key,
  received_at timestamptz not null default now(),
  provider text not null,
  -- Our payment, once the notification named one we know; null when refused before it could be read.
  payment_id uuid,
  -- The provider's own payment (or operation) id, when the notification was read.
  provider_payment_id text,
  -- The provider's event name (payment.succeeded, CONFIRMED, pay…), when read.
  event_type text,
  -- applied: it changed the payment; duplicate: it changed nothing (already counted); ignored: acknowledged, not ours
  -- to apply (an intermediate status, an event we do not take); refused: it did not pass the checks, or names a payment
  -- we do not have or another amount; failed: we could not finish it (the provider will retry).
  outcome text not null,
  reason_code text not null,
  reason text not null,
  -- The HTTP status the provider got back.
  reply_status int,
  request_id text,
  -- The sender's address as the app resolved it (edge/auth/client-ip.ts), never a header as the sender wrote it.
  remote_address text,
  -- Only a verified notification: its body as the adapter read it, and the event (without the body) it became.
  body jsonb,
  event jsonb,
  -- Only an unverified notification: the first bytes of its body, as text.
  unverified_body text,
  -- A repeat the back-office asked for: the notification it repeated.
  replay_of bigint references private.payment_notifications (id) on delete set null,
  constraint payment_notifications_provider_is_short check (length(provider) between 1 and 40),
  constraint payment_notifications_outcome_is_known check (outcome in ('applied', 'duplicate', 'ignored', 'refused', 'failed')),
  constraint payment_notifications_reason_is_short check (length(reason_code) between 1 and 60 and length(reason) <= 500),
  constraint payment_notifications_ids_are_short check (
    coalesce(length(provider_payment_id), 0) <= 200 and coalesce(length(event_type), 0) <= 100
    and coalesce(length(request_id), 0) <= 128 and coalesce(length(remote_address), 0) <= 64),
  constraint payment_notifications_unverified_body_is_short check (coalesce(length(unverified_body), 0) <= 4096),
  constraint payment_notifications_one_body check (body is null or unverified_body is null)
);

create index if not exists payment_notifications_received_at on private.payment_notifications (received_at);
create index if not exists payment_notifications_payment on private.payment_notifications (payment_id) where payment_id is not null;
create index if not exists payment_notifications_provider_payment on private.payment_notifications (provider_payment_id) where provider_payment_id is not null;

alter table private.payment_notifications enable row level security;
revoke all on private.payment_notifications from public, anon, authenticated;
grant select, insert, delete on private.payment_notifications to service_role;
