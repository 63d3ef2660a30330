-- =====================================================================
-- Back-office, money and promotions (issue 17 part 3): the rows the
-- panel edits get a version for the optimistic check (edge/admin/
-- version.ts); token packages move from code into a table so a price is
-- changed without a release. The panel reads and writes these tables as
-- the server after its door has verified an administrator (edge/admin/
-- admin-middleware.ts): clients keep no privilege on the private tables
-- (tests/http/money-rls.test.ts), so no policy for them is added here.
-- The whole file may run again and changes nothing the second time.
-- =====================================================================

-- ---------------------------------------------------------------------
-- Versions of the edited rows
-- ---------------------------------------------------------------------
alter table public.subscription_types add column if not exists version integer not null default 1;
alter table private.coupons add column if not exists version integer not null default 1;
alter table private.influencers add column if not exists version integer not null default 1;
alter table public.wheel_prizes add column if not exists version integer not null default 1;
alter table public.feature_definitions add column if not exists version integer not null default 1;

-- ---------------------------------------------------------------------
-- Token packages (platform.md §3 Payment: token count → price): whole
-- rubles like the tariffs; the refill popup lists the available ones and
-- purchaseEcosystem prices a refill from this row, never from the client.
-- The seed equals the packages the code held before this migration.
-- ---------------------------------------------------------------------
create table if not exists public.token_packages (
  tokens integer primary key check (tokens between 1 and 1000000),
  price integer not null check (price > 0),
  is_available boolean not null default true,
  version integer not null default 1,
  updated_at timestamptz not null default now()
);

insert into public.token_packages (tokens, price) values (50, 190), (150, 490), (500, 1490), (1500, 3990)
on conflict (tokens) do nothing;

drop trigger if exists token_packages_touch on public.token_packages;
create trigger token_packages_touch before update on public.token_packages
  for each row execute function private.touch_updated_at();

alter table public.token_packages enable row level security;

drop policy if exists "Token packages are visible to everyone" on public.token_packages;
create policy "Token packages are visible to everyone" on public.token_packages
  for select to anon, authenticated
  using (true);

drop policy if exists "The server manages token packages" on public.token_packages;
create policy "The server manages token packages" on public.token_packages
  for all to service_role using (true) with check (true);

revoke all on public.token_packages from public, anon, authenticated;
grant select on public.token_packages to anon, authenticated;
grant all on public.token_packages to service_role;

-- ---------------------------------------------------------------------
-- Coupons made in the panel: the promo code's typed code is what a client
-- types, so it stays short and printable; the usage count reads the
-- redemptions per code.
-- ---------------------------------------------------------------------
create index if not exists promo_codes_by_coupon on private.promo_codes (coupon_id, id);
