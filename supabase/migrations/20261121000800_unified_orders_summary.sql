-- =====================================================================
-- Unified orders summary: what the quick menu of recent orders shows
-- (platform.md §4). The product areas fill `kind` and `title` when they
-- create an order; older rows keep nulls and show a generic label.
-- =====================================================================

-- ---------------------------------------------------------------------
-- Columns
-- ---------------------------------------------------------------------
-- `kind` names the product page the order opens on: text, task, slides,
-- library, ai or referat. It stays free text so a new product does not
-- need a migration here; the domain maps unknown kinds to the task page.
alter table public.unified_orders add column if not exists kind text;
alter table public.unified_orders add column if not exists title text;

-- ---------------------------------------------------------------------
-- Index
-- ---------------------------------------------------------------------
-- The quick menu reads a client's newest orders on every cabinet page.
create index if not exists unified_orders_user_recent_idx
  on public.unified_orders (user_id, created_at desc, id desc)
  where user_id is not null;
