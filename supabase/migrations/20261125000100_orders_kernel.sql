-- =====================================================================
-- Orders kernel (orders.md §3 Unified order, Order rating; §4 Generic
-- statuses): every product order has exactly one unified order that
-- carries its type, generic status, search status, text and paid mark.
-- The product's own status moves through edge/orders/transition.ts,
-- which keeps these columns in step in the same transaction.
-- =====================================================================

-- ---------------------------------------------------------------------
-- Columns
-- ---------------------------------------------------------------------
-- The spec names the order's text `text`; wave 1 called it `title`.
do $$
begin
  if exists (select 1 from information_schema.columns
              where table_schema = 'public' and table_name = 'unified_orders' and column_name = 'title') then
    alter table public.unified_orders rename column title to text;
  end if;
end
$$;

alter table public.unified_orders
  add column if not exists text text,
  -- draft 1, in progress 2, completed 3, canceled 4
  add column if not exists status smallint not null default 1,
  -- common in progress 1, common finished 2, AI in progress 3, AI finished 4
  add column if not exists status_by_search smallint,
  add column if not exists is_paid boolean not null default false;

-- Wave 1 recorded the product as `kind`; the type id says the same and is the spec's. A unified order behind a
-- text work is a text work whatever its kind says.
update public.unified_orders u set type_id = 5
  from public.ai_essay_orders e
 where e.unified_order_id = u.id and u.type_id is distinct from 5;

update public.unified_orders
   set type_id = case kind
     when 'task' then 1 when 'library' then 2 when 'ai' then 3 when 'text' then 5
     when 'referat' then 6 when 'slides' then 9 else 1 end
 where type_id is null;

-- Essay orders from before the kernel that never got a unified order get one now.
do $$
declare
  r record;
  v_id bigint;
begin
  for r in select id, user_id, guest_fingerprint, topic, created_at from public.ai_essay_orders
            where unified_order_id is null order by id loop
    insert into public.unified_orders (user_id, guest_fingerprint, type_id, text, created_at, updated_at)
    values (r.user_id, r.guest_fingerprint, 5, nullif(r.topic, ''), r.created_at, r.created_at)
    returning id into v_id;
    update public.ai_essay_orders set unified_order_id = v_id where id = r.id;
  end loop;
end
$$;

-- The text work's mapping (domain/essay/statuses.ts essayUnifiedStatus): before payment a draft, then in
-- progress, 14 and 26 completed, 15 and 16 canceled; its search status is the AI pair 3/4.
update public.unified_orders u
   set status = case
         when e.status in (14, 26) then 3
         when e.status in (15, 16) then 4
         when e.status in (1, 2, 3, 7, 8) and not e.is_paid then 1
         else 2 end,
       status_by_search = case when e.status in (14, 15, 16, 26) then 4 else 3 end,
       is_paid = e.is_paid,
       text = coalesce(u.text, nullif(e.topic, '')),
       user_id = coalesce(u.user_id, e.user_id)
  from public.ai_essay_orders e
 where e.unified_order_id = u.id;

alter table public.unified_orders drop column if exists kind;
alter table public.unified_orders alter column type_id set not null;
alter table public.ai_essay_orders alter column unified_order_id set not null;

do $$
begin
  if not exists (select 1 from pg_constraint where conname = 'unified_orders_type_id_known') then
    alter table public.unified_orders
      add constraint unified_orders_type_id_known check (type_id in (1, 2, 3, 5, 6, 7, 8, 9)),
      add constraint unified_orders_status_known check (status between 1 and 4),
      add constraint unified_orders_status_by_search_known check (status_by_search is null or status_by_search between 1 and 4),
      add constraint unified_orders_text_length check (text is null or char_length(text) <= 5000);
  end if;
end
$$;

drop trigger if exists unified_orders_touch on public.unified_orders;
create trigger unified_orders_touch before update on public.unified_orders
  for each row execute function private.touch_updated_at();

-- ---------------------------------------------------------------------
-- Indexes: "My orders" filters a client's orders by status group, type,
-- dates and text, newest first, and counts the two groups.
-- ---------------------------------------------------------------------
create index if not exists unified_orders_user_status_idx
  on public.unified_orders (user_id, status, created_at desc, id desc)
  where user_id is not null;
create index if not exists unified_orders_guest_idx
  on public.unified_orders (guest_fingerprint) where user_id is null;

-- ---------------------------------------------------------------------
-- Ratings (RateUnifiedOrder): one per order and stage
-- ---------------------------------------------------------------------
create table if not exists public.unified_order_rates (
  id bigint generated always as identity primary key,
  unified_order_id bigint not null references public.unified_orders (id) on delete cascade,
  stage text not null check (char_length(stage) between 1 and 64),
  rate smallint not null check (rate between 1 and 5),
  comment text check (comment is null or char_length(comment) <= 2000),
  created_at timestamptz not null default now(),
  constraint unified_order_rates_once_per_stage unique (unified_order_id, stage)
);

alter table public.unified_order_rates enable row level security;

create policy "Ratings are visible with their order" on public.unified_order_rates
  for select to anon, authenticated
  using (exists (
    select 1 from public.unified_orders u
     where u.id = unified_order_id and private.owns_order(u.user_id, u.guest_fingerprint)));

grant select on public.unified_order_rates to anon, authenticated;
grant all on public.unified_order_rates to service_role;
