-- =====================================================================
-- Payments and subscriptions (platform spec §3 Payment, Subscription;
-- §4 Payment return). A payment row is written before the provider is
-- called (our id is the provider's idempotency key); its status only
-- moves forward: created → pending → succeeded | canceled, succeeded →
-- refunded. The server role writes; a client reads its own rows through
-- the views below.
-- =====================================================================

-- ---------------------------------------------------------------------
-- Payments
-- ---------------------------------------------------------------------
create table if not exists private.payments (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.users (id) on delete cascade,
  kind text not null check (kind in ('subscription', 'refill_tokens', 'text_copilot_order', 'library_order', 'ai_order', 'ai_referat_order', 'ai_presentation_order')),
  product text not null check (product in ('subscription', 'library', 'ai', 'copilot', 'balance', 'presentation', 'advancedAi')),
  amount_kopecks bigint not null check (amount_kopecks > 0),
  currency text not null default 'RUB' check (currency = 'RUB'),
  provider text not null check (provider in ('yookassa', 'cloudpayments', 'tbank', 'testbank')),
  method_id int not null,
  provider_payment_id text,
  status text not null default 'created' check (status in ('created', 'pending', 'succeeded', 'canceled', 'refunded')),
  subscription_type_id int references public.subscription_types (id),
  tokens int check (tokens is null or tokens > 0),
  promo_code_id int references private.promo_codes (id),
  order_ref text,
  get_params jsonb not null default '{}'::jsonb,
  redirect_after_payment text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  applied_at timestamptz,
  constraint payments_subscription_has_type check (kind <> 'subscription' or subscription_type_id is not null),
  constraint payments_refill_has_tokens check (kind <> 'refill_tokens' or tokens is not null)
);

create unique index if not exists payments_provider_payment_key on private.payments (provider, provider_payment_id);
create index if not exists payments_by_user on private.payments (user_id, created_at desc);

-- The forward order of statuses; a notification that would move a payment back is ignored.
create or replace function private.payment_status_rank(p_status text) returns int
  language sql immutable
  set search_path = ''
  as $$
    select case p_status when 'created' then 0 when 'pending' then 1 when 'succeeded' then 2 when 'canceled' then 2 when 'refunded' then 3 end
  $$;

create or replace function private.payment_status_is_forward() returns trigger
  language plpgsql
  set search_path = ''
  as $$
  begin
    if new.status is distinct from old.status and (
      private.payment_status_rank(new.status) <= private.payment_status_rank(old.status)
      or (new.status = 'refunded' and old.status <> 'succeeded')
    ) then
      raise exception 'payment % cannot go from % to %', old.id, old.status, new.status using errcode = 'PM001';
    end if;
    new.updated_at := now();
    return new;
  end
  $$;

create trigger payments_status_forward
  before update on private.payments
  for each row execute function private.payment_status_is_forward();

-- ---------------------------------------------------------------------
-- Subscriptions: one row per paid period; a renewal starts where the
-- current one ends.
-- ---------------------------------------------------------------------
create table if not exists private.subscriptions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.users (id) on delete cascade,
  subscription_type_id int not null references public.subscription_types (id),
  payment_id uuid not null unique references private.payments (id),
  starts_at timestamptz not null,
  ends_at timestamptz not null check (ends_at > starts_at),
  -- The next monthly token refill; null once the paid period has no month left.
  refill_scheduled_at timestamptz,
  is_renewable boolean not null default true,
  frozen_at timestamptz,
  created_at timestamptz not null default now()
);

create index if not exists subscriptions_by_user on private.subscriptions (user_id, ends_at desc);

-- ---------------------------------------------------------------------
-- Access: owners read their own rows; writes are the server's
-- ---------------------------------------------------------------------
alter table private.payments enable row level security;
alter table private.subscriptions enable row level security;

create policy "Payments are visible to their owner" on private.payments
  for select to authenticated
  using (user_id = auth.uid());

create policy "Subscriptions are visible to their owner" on private.subscriptions
  for select to authenticated
  using (user_id = auth.uid());

revoke all on private.payments, private.subscriptions from public, anon, authenticated;
grant select on private.payments, private.subscriptions to authenticated;
grant all on private.payments, private.subscriptions to service_role;

revoke execute on function private.payment_status_rank(text) from public;
grant execute on function private.payment_status_rank(text) to service_role;

-- The views run as the reader, so the owner policies decide what they show; no provider secrets or get params.
create or replace view public.payments with (security_invoker = true) as
  select id, user_id, kind, product, amount_kopecks, currency, method_id, status, subscription_type_id, tokens,
         redirect_after_payment, created_at, updated_at, applied_at
  from private.payments;

create or replace view public.subscriptions with (security_invoker = true) as
  select id, user_id, subscription_type_id, starts_at, ends_at, refill_scheduled_at, is_renewable, frozen_at, created_at
  from private.subscriptions;

revoke all on public.payments, public.subscriptions from public, anon, authenticated;
grant select on public.payments, public.subscriptions to authenticated, service_role;
