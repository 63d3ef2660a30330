-- =====================================================================
-- Money offers: tariffs (spec §3 Subscription type, §9 Tariffs), coupons
-- and their promo codes (§3 Coupon details, §5 promo rules), influencers.
-- Seeds are idempotent: re-running the migration's inserts changes nothing.
-- =====================================================================

-- ---------------------------------------------------------------------
-- Tariffs: groups a, b, c of the abc-tariffs-3475 experiment, 1/3/12 months
-- ---------------------------------------------------------------------
create table if not exists public.subscription_types (
  id int primary key,
  tariff_group text not null check (tariff_group in ('a', 'b', 'c')),
  title text not null,
  duration_in_months int not null check (duration_in_months in (1, 3, 12)),
  tokens_per_month int not null check (tokens_per_month >= 0),
  bonuses_per_purchase int not null default 0 check (bonuses_per_purchase >= 0),
  -- Whole rubles, as the tariffs page shows them.
  price int not null check (price > 0),
  is_available boolean not null default true,
  product_id text not null,
  product_price_id int not null unique,
  unique (tariff_group, duration_in_months)
);

alter table public.subscription_types enable row level security;

create policy "Tariffs are visible to everyone" on public.subscription_types
  for select to anon, authenticated
  using (true);

grant select on public.subscription_types to anon, authenticated;
grant all on public.subscription_types to service_role;

-- Group a is the default; b is dearer with more tokens, c cheaper with fewer. Price ids per the spec's sets.
insert into public.subscription_types
  (id, tariff_group, title, duration_in_months, tokens_per_month, bonuses_per_purchase, price, product_id, product_price_id)
values
  (1, 'a', '1 месяц', 1, 100, 0, 990, 'subscription', 9),
  (2, 'a', '3 месяца', 3, 100, 100, 2490, 'subscription', 10),
  (3, 'a', '12 месяцев', 12, 100, 500, 7990, 'subscription', 11),
  (4, 'b', '1 месяц', 1, 150, 0, 1290, 'subscription', 16),
  (5, 'b', '3 месяца', 3, 150, 150, 2990, 'subscription', 17),
  (6, 'b', '12 месяцев', 12, 150, 700, 8990, 'subscription', 18),
  (7, 'c', '1 месяц', 1, 70, 0, 690, 'subscription', 19),
  (8, 'c', '3 месяца', 3, 70, 70, 1790, 'subscription', 20),
  (9, 'c', '12 месяцев', 12, 70, 300, 5990, 'subscription', 21)
on conflict (id) do nothing;

-- ---------------------------------------------------------------------
-- Coupons (the rule) and promo codes (what a client types or follows)
-- ---------------------------------------------------------------------
create table if not exists private.coupons (
  id int generated always as identity primary key,
  rule_key text not null unique check (rule_key in ('spring_sale', 'sub25', 'sub50', 'old25')),
  amount numeric(10, 2) not null check (amount > 0),
  amount_type text not null check (amount_type in ('fixed', 'percent')),
  apply_on_type text not null check (apply_on_type in ('all', 'specific_products', 'specific_product_prices')),
  applicable_products text[] not null default '{}',
  applicable_product_prices int[] not null default '{}',
  -- Who may use it: new clients (never paid for a subscription), existing subscribers, or anyone.
  audience text not null check (audience in ('new', 'existing', 'all')),
  duration_type text not null check (duration_type in ('once', 'repeating', 'forever')),
  interval_count int check (interval_count > 0),
  interval_unit text check (interval_unit in ('month', 'year')),
  user_description text,
  banner_title text,
  banner_subtitle text,
  popup_title text,
  popup_subtitle text,
  constraint coupons_percent_at_most_100 check (amount_type = 'fixed' or amount <= 100)
);

create table if not exists private.promo_codes (
  id int generated always as identity primary key,
  coupon_id int not null references private.coupons (id),
  code text not null,
  url_key text not null unique,
  is_active boolean not null default true,
  starts_at timestamptz,
  ends_at timestamptz,
  check (ends_at is null or starts_at is null or ends_at > starts_at)
);

-- Codes are typed by hand: one code whatever its letter case.
create unique index if not exists promo_codes_code_lower_key on private.promo_codes (lower(code));

-- One use per client and code, written when the discounted payment succeeds.
create table if not exists private.promo_code_redemptions (
  promo_code_id int not null references private.promo_codes (id),
  user_id uuid not null references public.users (id) on delete cascade,
  ref text,
  redeemed_at timestamptz not null default now(),
  primary key (promo_code_id, user_id)
);

insert into private.coupons
  (rule_key, amount, amount_type, apply_on_type, applicable_products, applicable_product_prices, audience,
   duration_type, interval_count, interval_unit, user_description, banner_title, banner_subtitle, popup_title, popup_subtitle)
values
  ('sub25', 25, 'percent', 'specific_products', '{subscription}', '{}', 'new', 'once', 1, 'month',
   'Скидка 25% на первый месяц подписки', 'Скидка 25% на первый месяц', 'Для новых пользователей Кампуса',
   'Промокод активирован', 'Первый месяц подписки на 25% дешевле'),
  ('sub50', 50, 'percent', 'specific_products', '{subscription}', '{}', 'new', 'once', 1, 'month',
   'Скидка 50% на первый месяц подписки', 'Первый месяц за полцены', 'Для новых пользователей Кампуса',
   'Промокод активирован', 'Первый месяц подписки на 50% дешевле'),
  -- "One month for existing users": the monthly tariffs of every group.
  ('old25', 25, 'percent', 'specific_product_prices', '{}', '{9,16,19}', 'existing', 'once', 1, 'month',
   'Скидка 25% на месяц подписки', 'Скидка 25% на месяц', 'Спасибо, что ты с нами',
   'Промокод активирован', 'Месяц подписки на 25% дешевле'),
  -- A seasonal fixed discount on the longer tariffs, for anyone, while the spring window is open.
  ('spring_sale', 300, 'fixed', 'specific_product_prices', '{}', '{10,11,17,18,20,21}', 'all', 'once', null, null,
   'Весенняя скидка 300 ₽ на подписку от 3 месяцев', 'Весенняя распродажа', 'Минус 300 ₽ на подписку от 3 месяцев',
   'Промокод активирован', 'Скидка 300 ₽ на подписку от 3 месяцев')
on conflict (rule_key) do nothing;

insert into private.promo_codes (coupon_id, code, url_key, starts_at, ends_at)
select c.id, v.code, v.url_key, v.starts_at::timestamptz, v.ends_at::timestamptz
from (values
  ('sub25', 'SUB25', 'sub25', null, null),
  ('sub50', 'SUB50', 'sub50', null, null),
  ('old25', 'OLD25', 'old25', null, null),
  ('spring_sale', 'SPRING', 'spring-sale', '2027-03-01 00:00+03', '2027-06-01 00:00+03')
) as v (rule_key, code, url_key, starts_at, ends_at)
join private.coupons c on c.rule_key = v.rule_key
on conflict (url_key) do nothing;

-- A client is "existing" once a subscription has credited tokens: the ledger is the proof of payment.
create or replace function private.has_paid_subscription(p_user uuid) returns boolean
  language sql stable
  security definer
  set search_path = ''
  as $$
    select exists (
      select 1 from private.ledger_entries where user_id = p_user and account = 'subscription_tokens' and delta > 0
    )
  $$;

-- Called by the payment flow inside the transaction that applies a discounted payment; false when
-- the client had already used the code (the unique key is the single-use lock).
create or replace function private.redeem_promo_code(p_user uuid, p_promo_code_id int, p_ref text default null) returns boolean
  language plpgsql
  security definer
  set search_path = ''
  as $$
  declare
    v_count int;
  begin
    insert into private.promo_code_redemptions (promo_code_id, user_id, ref) values (p_promo_code_id, p_user, p_ref)
      on conflict do nothing;
    get diagnostics v_count = row_count;
    return v_count = 1;
  end
  $$;

revoke execute on function private.has_paid_subscription(uuid) from public;
revoke execute on function private.redeem_promo_code(uuid, int, text) from public;
grant execute on function private.has_paid_subscription(uuid) to service_role;
grant execute on function private.redeem_promo_code(uuid, int, text) to service_role;

-- ---------------------------------------------------------------------
-- Influencers: a blogger's entry title names the banner and the code
-- ---------------------------------------------------------------------
create table if not exists private.influencers (
  id int generated always as identity primary key,
  app_entry_title text not null unique,
  banner_title text not null,
  banner_subtitle text,
  payment_form_text text,
  promo_code_id int references private.promo_codes (id)
);

insert into private.influencers (app_entry_title, banner_title, banner_subtitle, payment_form_text, promo_code_id)
select 'campus-demo-blogger', 'Подарок от блогера', 'Скидка 25% на первый месяц подписки',
  'Промокод блогера применён', p.id
from private.promo_codes p where p.url_key = 'sub25'
on conflict (app_entry_title) do nothing;

-- ---------------------------------------------------------------------
-- Access to the private tables: the service role only
-- ---------------------------------------------------------------------
alter table private.coupons enable row level security;
alter table private.promo_codes enable row level security;
alter table private.promo_code_redemptions enable row level security;
alter table private.influencers enable row level security;

revoke all on private.coupons, private.promo_codes, private.promo_code_redemptions, private.influencers
  from public, anon, authenticated;
grant all on private.coupons, private.promo_codes, private.promo_code_redemptions, private.influencers to service_role;
