-- =====================================================================
-- A tariff's price display (platform.md §3 Subscription type «Price
-- display: monthly_price or total_price»): which figure its card leads
-- with. The card always shows both the month's share and the total the
-- bank charges; this only chooses the order. The back-office edits it per
-- tariff (PUT /api/admin/money/tariffs/:id), and a purchase knows it from
-- the tariff it buys.
-- =====================================================================

alter table public.subscription_types
  add column if not exists price_display text not null default 'monthly_price'
  check (price_display in ('monthly_price', 'total_price'));
