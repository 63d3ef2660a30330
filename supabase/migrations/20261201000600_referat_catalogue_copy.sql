-- =====================================================================
-- A catalogue referat bought as it is (issue 33: «Скачать DOCX» on /referat/… downloads that referat): an AI referat
-- order that copies the published text instead of writing a new one. `catalogue_copy` tells the two kinds apart, so a
-- client's open "write my own" order and their bought copy of the same referat never stand in for each other. The
-- owner may read the flag (the order page shows which it is); the text stays behind the server as before.
-- The whole file may run again and changes nothing the second time.
-- =====================================================================

alter table public.ai_referat_orders add column if not exists catalogue_copy boolean not null default false;

-- One open (not canceled) order of each kind per client and catalogue referat: a second create reuses it.
drop index if exists public.ai_referat_orders_one_open;
create unique index if not exists ai_referat_orders_one_open_of_kind on public.ai_referat_orders (user_id, partner_referat_id, catalogue_copy)
  where user_id is not null and partner_referat_id is not null and status <> 11;

grant select (catalogue_copy) on public.ai_referat_orders to anon, authenticated;
