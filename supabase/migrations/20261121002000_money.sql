-- =====================================================================
-- Money: the ledger and balances (platform spec §3 Balance). Money moves
-- only through private.credit / private.debit: one balance row per user
-- locked with `for update`, a `check (… >= 0)` per account, and a unique
-- idempotency key per ledger entry, so a retried bank callback or a
-- double click changes nothing and no account ever goes negative.
-- Tariffs, coupons and influencers are in the next migration.
-- =====================================================================

-- ---------------------------------------------------------------------
-- Ledger: append-only; every change of a balance is one entry here
-- ---------------------------------------------------------------------
-- coins are kopecks; bonuses, tokens and trials are whole units.
create table if not exists private.ledger_entries (
  id bigint generated always as identity primary key,
  user_id uuid not null references public.users (id) on delete cascade,
  account text not null check (account in ('coins', 'bonuses', 'subscription_tokens', 'permanent_tokens', 'temporary_tokens', 'trials')),
  delta bigint not null check (delta <> 0),
  -- The account's balance right after this entry: a replayed key answers with it.
  balance_after bigint not null check (balance_after >= 0),
  reason text not null check (reason <> ''),
  idempotency_key text not null unique check (idempotency_key <> ''),
  -- The payment or order this entry belongs to.
  ref text,
  created_at timestamptz not null default now(),
  expires_at timestamptz,
  constraint ledger_expiry_only_on_temporary_tokens check (expires_at is null or account = 'temporary_tokens')
);

create index if not exists ledger_entries_by_user on private.ledger_entries (user_id, created_at desc);

-- Append-only even for the owner role: a correction is a new entry, never an edit.
create or replace function private.ledger_is_append_only() returns trigger
  language plpgsql
  set search_path = ''
  as $$
  begin
    raise exception 'ledger entries are append-only' using errcode = '42501';
  end
  $$;

create trigger ledger_entries_append_only
  before update or delete on private.ledger_entries
  for each row execute function private.ledger_is_append_only();

-- ---------------------------------------------------------------------
-- Balances: one row per user kept in step with the ledger in the same
-- transaction. A row (not a view summing the ledger) gives debits one
-- thing to lock and lets the checks forbid negatives outright.
-- ---------------------------------------------------------------------
create table if not exists private.balances (
  user_id uuid primary key references public.users (id) on delete cascade,
  coins bigint not null default 0 check (coins >= 0),
  bonuses bigint not null default 0 check (bonuses >= 0),
  subscription_tokens bigint not null default 0 check (subscription_tokens >= 0),
  permanent_tokens bigint not null default 0 check (permanent_tokens >= 0),
  temporary_tokens bigint not null default 0 check (temporary_tokens >= 0),
  trials bigint not null default 0 check (trials >= 0),
  updated_at timestamptz not null default now()
);

-- ---------------------------------------------------------------------
-- Moving money: the one place that writes the ledger and balances
-- ---------------------------------------------------------------------
create or replace function private.move_money(
  p_user uuid, p_account text, p_delta bigint, p_reason text, p_key text, p_ref text, p_expires_at timestamptz
) returns table (entry_id bigint, balance_after bigint, replayed boolean)
  language plpgsql
  security definer
  set search_path = ''
  as $$
  declare
    v_first private.ledger_entries;
    v_balance bigint;
  begin
    if p_user is null or p_key is null or p_key = '' or p_delta is null or p_delta = 0 then
      raise exception 'move_money needs a user, a key and a non-zero amount' using errcode = '22023';
    end if;
    if p_account not in ('coins', 'bonuses', 'subscription_tokens', 'permanent_tokens', 'temporary_tokens', 'trials') then
      raise exception 'unknown account %', p_account using errcode = '22023';
    end if;
    -- Lock the user's balance first: concurrent calls for the same user (and so the same key) queue
    -- here, and the key is looked up only after the lock, when an earlier holder has committed.
    insert into private.balances (user_id) values (p_user) on conflict (user_id) do nothing;
    execute format('select %I from private.balances where user_id = $1 for update', p_account)
      into v_balance using p_user;

    select * into v_first from private.ledger_entries l where l.idempotency_key = p_key;
    if found then
      if v_first.user_id <> p_user or v_first.account <> p_account or v_first.delta <> p_delta then
        raise exception 'idempotency key % was used for a different movement', p_key using errcode = 'MN002';
      end if;
      return query select v_first.id, v_first.balance_after, true;
      return;
    end if;

    if v_balance + p_delta < 0 then
      raise exception 'insufficient funds: % has %, needs %', p_account, v_balance, -p_delta
        using errcode = 'MN001', detail = json_build_object('account', p_account, 'balance', v_balance, 'needed', -p_delta)::text;
    end if;

    execute format('update private.balances set %I = %I + $2, updated_at = now() where user_id = $1', p_account, p_account)
      using p_user, p_delta;
    return query
      insert into private.ledger_entries as l (user_id, account, delta, balance_after, reason, idempotency_key, ref, expires_at)
      values (p_user, p_account, p_delta, v_balance + p_delta, p_reason, p_key, p_ref, p_expires_at)
      returning l.id, l.balance_after, false;
  end
  $$;

create or replace function private.credit(
  p_user uuid, p_account text, p_amount bigint, p_reason text, p_key text, p_ref text default null, p_expires_at timestamptz default null
) returns table (entry_id bigint, balance_after bigint, replayed boolean)
  language plpgsql
  security definer
  set search_path = ''
  as $$
  begin
    if p_amount is null or p_amount <= 0 then
      raise exception 'credit amount must be positive' using errcode = '22023';
    end if;
    return query select * from private.move_money(p_user, p_account, p_amount, p_reason, p_key, p_ref, p_expires_at);
  end
  $$;

-- Fails with SQLSTATE MN001 rather than going below zero; nothing is recorded then.
create or replace function private.debit(
  p_user uuid, p_account text, p_amount bigint, p_reason text, p_key text, p_ref text default null
) returns table (entry_id bigint, balance_after bigint, replayed boolean)
  language plpgsql
  security definer
  set search_path = ''
  as $$
  begin
    if p_amount is null or p_amount <= 0 then
      raise exception 'debit amount must be positive' using errcode = '22023';
    end if;
    return query select * from private.move_money(p_user, p_account, -p_amount, p_reason, p_key, p_ref, null);
  end
  $$;

-- A successful payment credits several accounts at once (tokens and bonuses of a tariff, coins of a
-- refill); each account's key is derived from the payment's, so a repeated callback changes nothing.
-- Returns true the first time, false on a replay.
create or replace function private.apply_payment_credit(
  p_payment_key text, p_user uuid, p_credits jsonb, p_reason text, p_ref text default null, p_expires_at timestamptz default null
) returns boolean
  language plpgsql
  security definer
  set search_path = ''
  as $$
  declare
    v_account text;
    v_amount bigint;
    v_applied boolean := false;
    v_replayed boolean;
  begin
    if jsonb_typeof(p_credits) is distinct from 'object' or p_credits = '{}'::jsonb then
      raise exception 'apply_payment_credit needs an object of account amounts' using errcode = '22023';
    end if;
    for v_account, v_amount in select key, value::bigint from jsonb_each_text(p_credits) order by key loop
      continue when v_amount = 0;
      select c.replayed into v_replayed
        from private.credit(p_user, v_account, v_amount, p_reason, 'payment:' || p_payment_key || ':' || v_account, p_ref,
          case when v_account = 'temporary_tokens' then p_expires_at end) c;
      v_applied := v_applied or not v_replayed;
    end loop;
    return v_applied;
  end
  $$;

revoke execute on function private.move_money(uuid, text, bigint, text, text, text, timestamptz) from public;
revoke execute on function private.credit(uuid, text, bigint, text, text, text, timestamptz) from public;
revoke execute on function private.debit(uuid, text, bigint, text, text, text) from public;
revoke execute on function private.apply_payment_credit(text, uuid, jsonb, text, text, timestamptz) from public;
grant execute on function private.credit(uuid, text, bigint, text, text, text, timestamptz) to service_role;
grant execute on function private.debit(uuid, text, bigint, text, text, text) to service_role;
grant execute on function private.apply_payment_credit(text, uuid, jsonb, text, text, timestamptz) to service_role;

-- ---------------------------------------------------------------------
-- Reading: a client sees only its own balance and ledger, read-only
-- ---------------------------------------------------------------------
alter table private.ledger_entries enable row level security;
alter table private.balances enable row level security;

create policy "Balances are visible to their owner" on private.balances
  for select to authenticated
  using (user_id = auth.uid());

create policy "Ledger entries are visible to their owner" on private.ledger_entries
  for select to authenticated
  using (user_id = auth.uid());

revoke all on private.ledger_entries, private.balances from public, anon, authenticated;
grant select on private.ledger_entries, private.balances to authenticated;
grant select on private.ledger_entries, private.balances to service_role;

-- The views run as the reader (security_invoker), so the owner policies above decide what they show.
create or replace view public.balances with (security_invoker = true) as
  select user_id, coins, bonuses, subscription_tokens, permanent_tokens, temporary_tokens, trials, updated_at
  from private.balances;

create or replace view public.ledger_entries with (security_invoker = true) as
  select id, user_id, account, delta, balance_after, reason, ref, created_at, expires_at
  from private.ledger_entries;

revoke all on public.balances, public.ledger_entries from public, anon, authenticated;
grant select on public.balances, public.ledger_entries to authenticated, service_role;
