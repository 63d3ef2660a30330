-- =====================================================================
-- The prize wheel (orders.md §3 Wheel prize, §4 Wheel of fortune) and
-- trial keys (orders.md §2 trialKey, newby; platform.md §3 balanceTrials).
--
-- A spin is one call of private.spin_wheel in the server's transaction:
-- the user's spin row is locked, one spin is spent, the prize is picked
-- from a random number the server drew (crypto.getRandomValues) over the
-- weights of the prizes that can be given now, and applied once: free
-- questions through the ledger (private.credit, keyed by the spin),
-- spins on the spin row, a partner code taken from the pool. With no
-- spins left it raises WH001 and nothing changes.
-- Where spins come from (the spec is silent; domain/wheel/spin-rules.ts):
-- one welcome spin per client, once (grant reason 'welcome'), and the
-- extra-spins prizes.
-- The owner reads its spins, grants and spin log under RLS; the weights,
-- the partner code pool and the trial keys are the server's alone.
-- The whole file may run again and changes nothing the second time.
-- =====================================================================

-- ---------------------------------------------------------------------
-- Prizes: the eleven sectors of domain/wheel/prizes.ts with their weights
-- ---------------------------------------------------------------------
create table if not exists public.wheel_prizes (
  id smallint primary key check (id between 1 and 11),
  kind text not null check (kind in ('promo_code', 'free_questions', 'extra_spins', 'minus_spins', 'no_reward')),
  -- Rubles of a promo code, free questions, spins (minus spins: 3, applied as −3), 0 for no reward.
  value integer not null check (value >= 0),
  -- Relative; 0 takes the prize out of the draw. Tuned here without a release.
  weight integer not null check (weight >= 0),
  updated_at timestamptz not null default now(),
  constraint wheel_prizes_value_fits_kind check (
    (kind = 'promo_code' and value in (50, 100, 1000)) or
    (kind in ('free_questions', 'extra_spins') and value > 0) or
    (kind = 'minus_spins' and value = 3) or
    (kind = 'no_reward' and value = 0))
);

-- The seed equals domain/wheel/prizes.ts (WHEEL_PRIZES, DEFAULT_WEIGHTS); a re-run keeps tuned weights.
insert into public.wheel_prizes (id, kind, value, weight) values
  (1, 'promo_code', 50, 8),
  (2, 'promo_code', 100, 5),
  (3, 'promo_code', 1000, 1),
  (4, 'free_questions', 1, 14),
  (5, 'free_questions', 5, 6),
  (6, 'free_questions', 10, 2),
  (7, 'extra_spins', 1, 12),
  (8, 'extra_spins', 2, 5),
  (9, 'extra_spins', 3, 2),
  (10, 'minus_spins', 3, 15),
  (11, 'no_reward', 0, 30)
on conflict (id) do nothing;

drop trigger if exists wheel_prizes_touch on public.wheel_prizes;
create trigger wheel_prizes_touch before update on public.wheel_prizes
  for each row execute function private.touch_updated_at();

-- ---------------------------------------------------------------------
-- Spins per user: one row, locked by every spin and grant; never negative
-- ---------------------------------------------------------------------
create table if not exists public.wheel_spin_balances (
  user_id uuid primary key references public.users (id) on delete cascade,
  spins integer not null default 0 check (spins >= 0),
  updated_at timestamptz not null default now()
);

-- Where spins came from: (user, reason) is unique, so a welcome spin is granted once however often it is asked for.
create table if not exists public.wheel_spin_grants (
  id bigint generated always as identity primary key,
  user_id uuid not null references public.users (id) on delete cascade,
  reason text not null check (reason ~ '^[a-z0-9][a-z0-9:_-]{0,99}$'),
  spins integer not null check (spins > 0),
  created_at timestamptz not null default now(),
  unique (user_id, reason)
);

-- ---------------------------------------------------------------------
-- The partner promo-code pool: never readable by clients
-- ---------------------------------------------------------------------
create table if not exists private.wheel_promo_codes (
  id bigint generated always as identity primary key,
  code text not null unique check (length(btrim(code)) between 1 and 100),
  value integer not null check (value in (50, 100, 1000)),
  assigned_to uuid references public.users (id) on delete set null,
  assigned_at timestamptz,
  -- The spin that won it (one code per spin, one spin per code).
  spin_id bigint unique,
  created_at timestamptz not null default now(),
  constraint wheel_promo_codes_assignment check ((assigned_at is null) = (spin_id is null))
);

create index if not exists wheel_promo_codes_free on private.wheel_promo_codes (value, id) where spin_id is null;

-- ---------------------------------------------------------------------
-- The spin log: one row per spin, written by private.spin_wheel only
-- ---------------------------------------------------------------------
create table if not exists public.wheel_spins (
  id bigint generated always as identity primary key,
  uuid uuid not null unique default gen_random_uuid(),
  user_id uuid not null references public.users (id) on delete cascade,
  prize_id smallint not null references public.wheel_prizes (id),
  -- The partner code a promo prize gave (a copy, so the owner reads it without the pool).
  promo_code text,
  -- Spins left after this spin and its prize.
  spins_after integer not null check (spins_after >= 0),
  created_at timestamptz not null default now()
);

create index if not exists wheel_spins_user_recent on public.wheel_spins (user_id, id desc);

-- ---------------------------------------------------------------------
-- Trial keys (orders.md §2 trialKey): each grants its trial credits once per user, through the ledger
-- ---------------------------------------------------------------------
create table if not exists public.trial_keys (
  key text primary key check (key ~ '^[A-Za-z0-9_-]{1,64}$'),
  trials integer not null check (trials between 1 and 1000),
  active boolean not null default true,
  expires_at timestamptz,
  created_at timestamptz not null default now()
);

-- ---------------------------------------------------------------------
-- Granting spins: once per (user, reason). True when this call granted.
-- ---------------------------------------------------------------------
create or replace function private.grant_wheel_spins(p_user uuid, p_reason text, p_spins integer) returns boolean
  language plpgsql
  security definer
  set search_path = ''
  as $$
  declare
    v_granted bigint;
  begin
    if p_user is null or p_reason is null or p_spins is null or p_spins <= 0 then
      raise exception 'grant_wheel_spins needs a user, a reason and a positive number of spins' using errcode = '22023';
    end if;
    -- A concurrent grant of the same reason waits on the unique key here and then does nothing.
    insert into public.wheel_spin_grants (user_id, reason, spins) values (p_user, p_reason, p_spins)
      on conflict (user_id, reason) do nothing
      returning id into v_granted;
    if v_granted is null then
      return false;
    end if;
    insert into public.wheel_spin_balances as b (user_id, spins) values (p_user, p_spins)
      on conflict (user_id) do update set spins = b.spins + excluded.spins, updated_at = now();
    return true;
  end
  $$;

-- ---------------------------------------------------------------------
-- One spin. p_random is the server's uniform draw in [0, 1).
-- Raises WH001 (no spins left, nothing changed) or WH002 (nothing can be drawn).
-- ---------------------------------------------------------------------
create or replace function private.spin_wheel(p_user uuid, p_random double precision)
  returns table (spin_id bigint, spin_uuid uuid, prize_id smallint, promo_code text, spins_left integer, trials bigint, created_at timestamptz)
  language plpgsql
  security definer
  set search_path = ''
  as $$
  declare
    v_spins integer;
    v_total bigint := 0;
    v_target bigint;
    v_ids smallint[] := '{}';
    v_codes bigint[] := '{}';
    v_upto bigint[] := '{}';
    v_prize public.wheel_prizes;
    v_code_id bigint;
    v_code text;
    v_spin public.wheel_spins;
    v_trials bigint;
  begin
    if p_user is null or p_random is null or p_random < 0 or p_random >= 1 then
      raise exception 'spin_wheel needs a user and a number in [0, 1)' using errcode = '22023';
    end if;
    -- The user's lock: concurrent spins of one user queue here and each sees what the one before left.
    insert into public.wheel_spin_balances (user_id) values (p_user) on conflict (user_id) do nothing;
    select b.spins into v_spins from public.wheel_spin_balances b where b.user_id = p_user for update;
    if v_spins <= 0 then
      raise exception 'no spins left' using errcode = 'WH001';
    end if;

    -- What can be given now: a weighted prize, and a promo prize only while its pool has a free code this
    -- transaction can take (skip locked: a code another spin is assigning right now is not offered twice).
    for v_prize in select * from public.wheel_prizes p where p.weight > 0 order by p.id loop
      v_code_id := null;
      if v_prize.kind = 'promo_code' then
        select c.id into v_code_id from private.wheel_promo_codes c
         where c.value = v_prize.value and c.spin_id is null
         order by c.id limit 1 for update skip locked;
        continue when v_code_id is null;
      end if;
      v_ids := v_ids || v_prize.id;
      v_codes := v_codes || v_code_id;
      v_total := v_total + v_prize.weight;
      v_upto := v_upto || v_total;
    end loop;
    if v_total = 0 then
      raise exception 'no prize can be drawn' using errcode = 'WH002';
    end if;
    -- Prize i takes the numbers [upto(i−1), upto(i)) of 0 … total−1.
    v_target := floor(p_random * v_total)::bigint;
    for i in 1 .. array_length(v_ids, 1) loop
      if v_upto[i] > v_target then
        select * into v_prize from public.wheel_prizes p where p.id = v_ids[i];
        v_code_id := v_codes[i];
        exit;
      end if;
    end loop;

    -- Spend one, then the prize.
    v_spins := v_spins - 1;
    if v_prize.kind = 'extra_spins' then
      v_spins := v_spins + v_prize.value;
    elsif v_prize.kind = 'minus_spins' then
      v_spins := greatest(0, v_spins - v_prize.value);
    end if;
    if v_prize.kind = 'promo_code' then
      select c.code into v_code from private.wheel_promo_codes c where c.id = v_code_id;
    end if;

    insert into public.wheel_spins as s (user_id, prize_id, promo_code, spins_after)
      values (p_user, v_prize.id, v_code, v_spins)
      returning s.* into v_spin;
    update public.wheel_spin_balances b set spins = v_spins, updated_at = now() where b.user_id = p_user;

    if v_prize.kind = 'promo_code' then
      update private.wheel_promo_codes c set assigned_to = p_user, assigned_at = now(), spin_id = v_spin.id where c.id = v_code_id;
    elsif v_prize.kind = 'free_questions' then
      perform private.credit(p_user, 'trials', v_prize.value, 'wheel-prize', 'wheel-spin:' || v_spin.uuid::text, v_spin.uuid::text);
    end if;

    select coalesce((select b.trials from private.balances b where b.user_id = p_user), 0) into v_trials;
    return query select v_spin.id, v_spin.uuid, v_spin.prize_id, v_spin.promo_code, v_spin.spins_after, v_trials, v_spin.created_at;
  end
  $$;

-- ---------------------------------------------------------------------
-- Redeeming a trial key: once per (key, user), through the ledger.
-- Answers 'credited', 'used' (this user had it already: nothing moves) or
-- 'invalid' (unknown, switched off or expired: nothing moves).
-- ---------------------------------------------------------------------
create or replace function private.redeem_trial_key(p_user uuid, p_key text)
  returns table (outcome text, trials bigint)
  language plpgsql
  security definer
  set search_path = ''
  as $$
  declare
    v_key public.trial_keys;
    v_known boolean;
    v_replayed boolean;
  begin
    if p_user is null or p_key is null then
      raise exception 'redeem_trial_key needs a user and a key' using errcode = '22023';
    end if;
    select * into v_key from public.trial_keys k where k.key = p_key;
    v_known := found;
    -- A key this user already redeemed answers 'used' even after it was switched off.
    if exists (select 1 from private.ledger_entries l where l.idempotency_key = 'trial:' || p_key || ':' || p_user::text) then
      return query select 'used'::text, coalesce((select b.trials from private.balances b where b.user_id = p_user), 0);
      return;
    end if;
    if not v_known or not v_key.active or (v_key.expires_at is not null and v_key.expires_at <= now()) then
      return query select 'invalid'::text, coalesce((select b.trials from private.balances b where b.user_id = p_user), 0);
      return;
    end if;
    -- Concurrent redemptions of one user queue on the balance lock inside credit; the later ones replay.
    select c.replayed into v_replayed
      from private.credit(p_user, 'trials', v_key.trials, 'trial-key', 'trial:' || p_key || ':' || p_user::text, p_key) c;
    return query select case when v_replayed then 'used' else 'credited' end,
                        (select b.trials from private.balances b where b.user_id = p_user);
  end
  $$;

revoke execute on function private.grant_wheel_spins(uuid, text, integer) from public;
revoke execute on function private.spin_wheel(uuid, double precision) from public;
revoke execute on function private.redeem_trial_key(uuid, text) from public;
grant execute on function private.grant_wheel_spins(uuid, text, integer) to service_role;
grant execute on function private.spin_wheel(uuid, double precision) to service_role;
grant execute on function private.redeem_trial_key(uuid, text) to service_role;

-- ---------------------------------------------------------------------
-- Policies: the owner reads its own spins, grants and spin log; the server writes
-- ---------------------------------------------------------------------
alter table public.wheel_prizes enable row level security;
alter table public.wheel_spin_balances enable row level security;
alter table public.wheel_spin_grants enable row level security;
alter table public.wheel_spins enable row level security;
alter table public.trial_keys enable row level security;
alter table private.wheel_promo_codes enable row level security;

drop policy if exists "The server manages wheel prizes" on public.wheel_prizes;
create policy "The server manages wheel prizes" on public.wheel_prizes
  for all to service_role using (true) with check (true);

drop policy if exists "Spin balances are visible to their owner" on public.wheel_spin_balances;
create policy "Spin balances are visible to their owner" on public.wheel_spin_balances
  for select to authenticated using (user_id = auth.uid());
drop policy if exists "The server manages spin balances" on public.wheel_spin_balances;
create policy "The server manages spin balances" on public.wheel_spin_balances
  for all to service_role using (true) with check (true);

drop policy if exists "Spin grants are visible to their owner" on public.wheel_spin_grants;
create policy "Spin grants are visible to their owner" on public.wheel_spin_grants
  for select to authenticated using (user_id = auth.uid());
drop policy if exists "The server manages spin grants" on public.wheel_spin_grants;
create policy "The server manages spin grants" on public.wheel_spin_grants
  for all to service_role using (true) with check (true);

drop policy if exists "Spins are visible to their owner" on public.wheel_spins;
create policy "Spins are visible to their owner" on public.wheel_spins
  for select to authenticated using (user_id = auth.uid());
drop policy if exists "The server manages spins" on public.wheel_spins;
create policy "The server manages spins" on public.wheel_spins
  for all to service_role using (true) with check (true);

drop policy if exists "The server manages trial keys" on public.trial_keys;
create policy "The server manages trial keys" on public.trial_keys
  for all to service_role using (true) with check (true);

drop policy if exists "The server manages the promo code pool" on private.wheel_promo_codes;
create policy "The server manages the promo code pool" on private.wheel_promo_codes
  for all to service_role using (true) with check (true);

revoke all on public.wheel_prizes, public.trial_keys from public, anon, authenticated;
grant all on public.wheel_prizes, public.trial_keys to service_role;
revoke all on public.wheel_spin_balances, public.wheel_spin_grants, public.wheel_spins from public, anon, authenticated;
grant select on public.wheel_spin_balances, public.wheel_spin_grants, public.wheel_spins to authenticated;
grant all on public.wheel_spin_balances, public.wheel_spin_grants, public.wheel_spins to service_role;
revoke all on private.wheel_promo_codes from public, anon, authenticated;
grant all on private.wheel_promo_codes to service_role;
