-- =====================================================================
-- Refunds we start (issue 17, the back-office): one row per refund the
-- team asks a provider for (edge/payments/refund-payment.ts). The row is
-- written under the payment's row lock before the provider is called, so
-- two refunds of one payment cannot both pass the check of what is left;
-- its refund_key is the provider's idempotency key, so a repeat never
-- returns money twice. The credits are taken back by
-- private.reverse_payment under the provider's refund id
-- (private.payment_refunds, 20261121002200), the same id the provider's
-- refund notification carries: once, whichever arrives first.
-- The whole file may run again and changes nothing the second time.
-- =====================================================================

create table if not exists private.payment_refund_requests (
  id uuid primary key default gen_random_uuid(),
  payment_id uuid not null references private.payments (id) on delete cascade,
  refund_key text not null unique check (refund_key <> ''),
  provider text not null check (provider in ('yookassa', 'cloudpayments', 'tbank', 'testbank')),
  -- The provider's id of the refund operation, as private.payment_refunds keys it; known once the provider answers.
  provider_refund_id text,
  amount_kopecks bigint not null check (amount_kopecks > 0),
  -- requested: written, the provider has not answered yet; pending: accepted, its notification settles it;
  -- succeeded: returned and reversed; canceled: the provider canceled it; failed: refused, or (retryable) unanswered.
  status text not null default 'requested' check (status in ('requested', 'pending', 'succeeded', 'canceled', 'failed')),
  retryable boolean not null default false,
  error text,
  reason text not null check (length(btrim(reason)) between 1 and 1000),
  -- The admin who asked for it; kept with the row for the audit, so the admin cannot be deleted from under it.
  actor_id uuid not null references public.users (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint payment_refund_requests_answered_has_id check (status not in ('pending', 'succeeded') or provider_refund_id is not null),
  constraint payment_refund_requests_only_failures_retry check (not retryable or status = 'failed')
);

create index if not exists payment_refund_requests_by_payment on private.payment_refund_requests (payment_id, created_at);

-- ---------------------------------------------------------------------
-- Access: only the server. No API role reads or writes refund requests;
-- the back-office reads them through its own server-side functions.
-- ---------------------------------------------------------------------
alter table private.payment_refund_requests enable row level security;

drop policy if exists "The server manages refund requests" on private.payment_refund_requests;
create policy "The server manages refund requests" on private.payment_refund_requests
  for all to service_role
  using (true) with check (true);

revoke all on private.payment_refund_requests from public, anon, authenticated;
grant select, insert, update on private.payment_refund_requests to service_role;
