-- =====================================================================
-- Subscription lifecycle (platform spec §3 Subscription, Payment; §4
-- Subscription actions): saved payment methods for renewal by the
-- provider's recurring charge, refunds that reverse credits exactly once,
-- deferred bonuses, and the expiry of temporary tokens. Every money move
-- goes through private.credit / private.debit with an idempotency key.
-- =====================================================================

-- ---------------------------------------------------------------------
-- Saved payment methods: the provider's token for charges without the
-- customer (T-Bank RebillId, YooKassa payment_method.id, CloudPayments
-- Token, the test bank's fake card). The token never leaves the server.
-- ---------------------------------------------------------------------
create table if not exists private.payment_methods (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.users (id) on delete cascade,
  provider text not null check (provider in ('yookassa', 'cloudpayments', 'tbank', 'testbank')),
  method_id int not null,
  token text not null check (token <> ''),
  card_last4 text check (card_last4 is null or card_last4 ~ '^[0-9]{4}$'),
  card_type text,
  created_at timestamptz not null default now(),
  unique (provider, token)
);

create index if not exists payment_methods_by_user on private.payment_methods (user_id, created_at desc);

-- ---------------------------------------------------------------------
-- Payments: the saved method a payment used or produced, the subscription
-- a recurring charge renews (one charge per period), refunds and what a
-- refund could not take back because it had been spent.
-- ---------------------------------------------------------------------
alter table private.payments add column if not exists payment_method_id uuid references private.payment_methods (id);
alter table private.payments add column if not exists renews_subscription_id uuid references private.subscriptions (id);
alter table private.payments add column if not exists refunded_kopecks bigint not null default 0 check (refunded_kopecks >= 0);
alter table private.payments add column if not exists refund_shortfall jsonb not null default '{}'::jsonb;
alter table private.payments add column if not exists refunded_at timestamptz;

create unique index if not exists payments_one_renewal_per_period on private.payments (renews_subscription_id) where renews_subscription_id is not null;

-- One row per refund operation at the provider: a replayed notification finds its row and changes nothing.
create table if not exists private.payment_refunds (
  provider text not null,
  refund_id text not null,
  payment_id uuid not null references private.payments (id) on delete cascade,
  amount_kopecks bigint not null check (amount_kopecks > 0),
  created_at timestamptz not null default now(),
  primary key (provider, refund_id)
);

-- A cancel that arrives after a success is still ignored, but a success after a cancel may now be applied: the
-- caller does so only when the provider's own current state says succeeded (edge/payments/apply-payment-event.ts).
create or replace function private.payment_status_is_forward() returns trigger
  language plpgsql
  set search_path = ''
  as $$
  begin
    if new.status is distinct from old.status and not (old.status = 'canceled' and new.status = 'succeeded') and (
      private.payment_status_rank(new.status) <= private.payment_status_rank(old.status)
      or (new.status = 'refunded' and old.status <> 'succeeded')
    ) then
      raise exception 'payment % cannot go from % to %', old.id, old.status, new.status using errcode = 'PM001';
    end if;
    new.updated_at := now();
    return new;
  end
  $$;

-- ---------------------------------------------------------------------
-- Subscriptions: how a period ended. A refunded period is cut to now (or
-- to its start, if it had not begun), so "ends_at > now()" stays the one
-- test of a running subscription everywhere.
-- ---------------------------------------------------------------------
alter table private.subscriptions drop constraint if exists subscriptions_check;
alter table private.subscriptions drop constraint if exists subscriptions_ends_at_check;
alter table private.subscriptions drop constraint if exists subscriptions_period_is_ordered;
alter table private.subscriptions add constraint subscriptions_period_is_ordered check (ends_at >= starts_at);
alter table private.subscriptions add column if not exists renewal_status text
  check (renewal_status in ('charging', 'renewed', 'failed', 'no_method', 'not_renewable', 'superseded', 'refunded'));

-- ---------------------------------------------------------------------
-- Deferred bonuses: granted with a purchase, credited once by the next
-- refill run of the user's subscription.
-- ---------------------------------------------------------------------
create table if not exists private.deferred_bonuses (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.users (id) on delete cascade,
  subscription_id uuid references private.subscriptions (id) on delete cascade,
  payment_id uuid references private.payments (id),
  amount int not null check (amount > 0),
  bonus_reason text not null check (bonus_reason <> ''),
  is_applied boolean not null default false,
  applied_at timestamptz,
  created_at timestamptz not null default now(),
  unique (subscription_id, bonus_reason)
);

create index if not exists deferred_bonuses_pending on private.deferred_bonuses (user_id) where not is_applied;

-- Credits every pending bonus of a user once (ledger key per bonus), marks it applied; returns how many.
create or replace function private.apply_deferred_bonuses(p_user uuid) returns int
  language plpgsql
  security definer
  set search_path = ''
  as $$
  declare
    v_bonus private.deferred_bonuses;
    v_count int := 0;
  begin
    for v_bonus in
      select * from private.deferred_bonuses where user_id = p_user and not is_applied order by created_at, id for update
    loop
      perform private.credit(p_user, 'bonuses', v_bonus.amount, 'deferred-bonus', 'deferred-bonus:' || v_bonus.id::text,
        coalesce(v_bonus.payment_id::text, v_bonus.subscription_id::text));
      update private.deferred_bonuses set is_applied = true, applied_at = now() where id = v_bonus.id;
      v_count := v_count + 1;
    end loop;
    return v_count;
  end
  $$;

-- ---------------------------------------------------------------------
-- Refunds: take back what the payment credited (its own credits, the
-- monthly refills and bonuses of the period it paid for), in proportion
-- to the refunded share, never below zero; the rest is the shortfall.
-- ---------------------------------------------------------------------
create or replace function private.reverse_payment(
  p_payment uuid, p_provider text, p_refund_id text, p_refund_kopecks bigint, p_full boolean
) returns text
  language plpgsql
  security definer
  set search_path = ''
  as $$
  declare
    v_payment private.payments;
    v_inserted int;
    v_total bigint;
    v_sub uuid;
    v_row record;
    v_target bigint;
    v_want bigint;
    v_have bigint;
    v_take bigint;
    v_shortfall jsonb;
  begin
    select * into v_payment from private.payments where id = p_payment for update;
    if not found then
      return 'unknown-payment';
    end if;
    if v_payment.status not in ('succeeded', 'refunded') then
      return 'ignored';
    end if;
    if p_refund_kopecks is null or p_refund_kopecks <= 0 or p_refund_kopecks > v_payment.amount_kopecks then
      return 'mismatch';
    end if;
    insert into private.payment_refunds (provider, refund_id, payment_id, amount_kopecks)
      values (p_provider, p_refund_id, p_payment, p_refund_kopecks)
      on conflict do nothing;
    get diagnostics v_inserted = row_count;
    if v_inserted = 0 then
      return 'ignored';
    end if;
    select least(sum(amount_kopecks), v_payment.amount_kopecks) into v_total from private.payment_refunds where payment_id = p_payment;
    if p_full then
      v_total := v_payment.amount_kopecks;
    end if;
    if v_total <= v_payment.refunded_kopecks then
      return 'ignored';
    end if;

    select id into v_sub from private.subscriptions where payment_id = p_payment;
    v_shortfall := v_payment.refund_shortfall;
    -- Per account: what the payment credited, and what earlier refunds of it already took back (or could not).
    for v_row in
      select c.account, c.credited,
             coalesce((select -sum(l.delta) from private.ledger_entries l
                       where l.user_id = v_payment.user_id and l.account = c.account and l.ref = p_payment::text and l.reason = 'refund'), 0)
             + coalesce((v_payment.refund_shortfall ->> c.account)::bigint, 0) as reversed
      from (
        select l.account, sum(l.delta) as credited
        from private.ledger_entries l
        where l.user_id = v_payment.user_id and l.delta > 0 and l.reason <> 'refund'
          and (l.ref = p_payment::text or (v_sub is not null and l.ref = v_sub::text))
        group by l.account
      ) c
      order by c.account
    loop
      v_target := (v_row.credited * v_total) / v_payment.amount_kopecks;
      v_want := v_target - v_row.reversed;
      continue when v_want <= 0;
      execute format('select %I from private.balances where user_id = $1 for update', v_row.account)
        into v_have using v_payment.user_id;
      v_take := least(v_want, coalesce(v_have, 0));
      if v_take > 0 then
        perform private.debit(v_payment.user_id, v_row.account, v_take, 'refund',
          'refund:' || p_payment::text || ':' || v_row.account || ':' || v_total::text, p_payment::text);
      end if;
      if v_want > v_take then
        v_shortfall := jsonb_set(v_shortfall, array[v_row.account::text],
          to_jsonb(coalesce((v_shortfall ->> v_row.account)::bigint, 0) + (v_want - v_take)));
      end if;
    end loop;

    update private.payments
      set status = 'refunded', refunded_kopecks = v_total, refund_shortfall = v_shortfall, refunded_at = now()
      where id = p_payment;
    -- A refunded subscription payment ends its period now (or before it began) and stops its renewal.
    if v_sub is not null then
      update private.subscriptions
        set ends_at = greatest(starts_at, least(ends_at, now())), is_renewable = false, refill_scheduled_at = null,
            renewal_status = 'refunded'
        where id = v_sub;
      delete from private.deferred_bonuses where subscription_id = v_sub and not is_applied;
    end if;
    return 'reversed';
  end
  $$;

-- ---------------------------------------------------------------------
-- Temporary tokens: each expired grant is swept once; what is left of it
-- (spending takes the soonest-expiring tokens first) is debited.
-- ---------------------------------------------------------------------
create table if not exists private.temporary_token_expiries (
  entry_id bigint primary key references private.ledger_entries (id),
  user_id uuid not null references public.users (id) on delete cascade,
  debited bigint not null check (debited >= 0),
  swept_at timestamptz not null default now()
);

create or replace function private.expire_temporary_tokens(p_now timestamptz default now(), p_limit int default 500)
returns table (user_id uuid, grants int, debited bigint)
  language plpgsql
  security definer
  set search_path = ''
  as $$
  declare
    v_grant record;
    v_balance bigint;
    v_unexpired bigint;
    v_take bigint;
    v_inserted int;
  begin
    for v_grant in
      select l.id, l.user_id, l.delta
      from private.ledger_entries l
      where l.account = 'temporary_tokens' and l.delta > 0 and l.expires_at is not null and l.expires_at <= p_now
        and not exists (select 1 from private.temporary_token_expiries e where e.entry_id = l.id)
      order by l.user_id, l.expires_at, l.id
      limit p_limit
    loop
      -- The user's balance row is the lock: concurrent sweeps and spends queue here.
      select b.temporary_tokens into v_balance from private.balances b where b.user_id = v_grant.user_id for update;
      select coalesce(sum(l.delta), 0) into v_unexpired
        from private.ledger_entries l
        where l.user_id = v_grant.user_id and l.account = 'temporary_tokens' and l.delta > 0 and l.expires_at > p_now;
      v_take := greatest(0, least(v_grant.delta, coalesce(v_balance, 0) - v_unexpired));
      insert into private.temporary_token_expiries (entry_id, user_id, debited) values (v_grant.id, v_grant.user_id, v_take)
        on conflict do nothing;
      get diagnostics v_inserted = row_count;
      continue when v_inserted = 0;
      if v_take > 0 then
        perform private.debit(v_grant.user_id, 'temporary_tokens', v_take, 'temporary-expired', 'temporary-expired:' || v_grant.id::text, null);
      end if;
      user_id := v_grant.user_id;
      grants := 1;
      debited := v_take;
      return next;
    end loop;
  end
  $$;

-- Every temporary grant books the sweep at its expiry (one job per minute of expiry, whoever credits the tokens);
-- the sweep then takes every grant that is due (edge/money/expire-temporary-tokens.ts).
create or replace function private.schedule_temporary_tokens_sweep() returns trigger
  language plpgsql
  security definer
  set search_path = ''
  as $$
  declare
    v_at timestamptz := date_trunc('minute', new.expires_at) + interval '1 minute';
  begin
    insert into private.jobs (name, payload, run_at, key)
      values ('temporary-tokens-expire', '{}'::jsonb, v_at, 'temporary-tokens-expire:' || to_char(v_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI'))
      on conflict (key) do nothing;
    return new;
  end
  $$;

drop trigger if exists ledger_entries_schedule_temporary_sweep on private.ledger_entries;
create trigger ledger_entries_schedule_temporary_sweep
  after insert on private.ledger_entries
  for each row when (new.account = 'temporary_tokens' and new.delta > 0 and new.expires_at is not null)
  execute function private.schedule_temporary_tokens_sweep();

revoke execute on function private.apply_deferred_bonuses(uuid) from public;
revoke execute on function private.reverse_payment(uuid, text, text, bigint, boolean) from public;
revoke execute on function private.expire_temporary_tokens(timestamptz, int) from public;
grant execute on function private.apply_deferred_bonuses(uuid) to service_role;
grant execute on function private.reverse_payment(uuid, text, text, bigint, boolean) to service_role;
grant execute on function private.expire_temporary_tokens(timestamptz, int) to service_role;

-- ---------------------------------------------------------------------
-- Access: owners read their own rows (never the token); the server writes
-- ---------------------------------------------------------------------
alter table private.payment_methods enable row level security;
alter table private.payment_refunds enable row level security;
alter table private.deferred_bonuses enable row level security;
alter table private.temporary_token_expiries enable row level security;

create policy "Payment methods are visible to their owner" on private.payment_methods
  for select to authenticated
  using (user_id = auth.uid());

create policy "Deferred bonuses are visible to their owner" on private.deferred_bonuses
  for select to authenticated
  using (user_id = auth.uid());

revoke all on private.payment_methods, private.payment_refunds, private.deferred_bonuses, private.temporary_token_expiries
  from public, anon, authenticated;
-- Column grants: a client may read which card is saved, never the provider's token.
grant select (id, user_id, provider, method_id, card_last4, card_type, created_at) on private.payment_methods to authenticated;
grant select on private.deferred_bonuses to authenticated;
grant all on private.payment_methods, private.payment_refunds, private.deferred_bonuses, private.temporary_token_expiries to service_role;

create or replace view public.payment_methods with (security_invoker = true) as
  select id, user_id, provider, method_id, card_last4, card_type, created_at
  from private.payment_methods;

create or replace view public.deferred_bonuses with (security_invoker = true) as
  select id, user_id, subscription_id, amount, bonus_reason, is_applied, applied_at, created_at
  from private.deferred_bonuses;

revoke all on public.payment_methods, public.deferred_bonuses from public, anon, authenticated;
grant select on public.payment_methods, public.deferred_bonuses to authenticated, service_role;

