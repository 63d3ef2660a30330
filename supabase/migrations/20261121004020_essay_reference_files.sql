-- =====================================================================
-- Source files a client uploads for a text work (orders.md §5: up to
-- 20 MB, checked by extension and content). Kept in the database like
-- avatars, so Node and Workers serve them alike; only the server reads
-- them (no API grants), the owner reaches them through the order.
-- =====================================================================

create table if not exists private.essay_reference_files (
  id bigint generated always as identity primary key,
  ai_essay_order_id bigint not null references public.ai_essay_orders (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 255),
  format text not null,
  size int not null check (size > 0 and size <= 20971520),
  bytes bytea not null,
  created_at timestamptz not null default now()
);

create index if not exists essay_reference_files_order_idx on private.essay_reference_files (ai_essay_order_id);

alter table private.essay_reference_files enable row level security;
revoke all on private.essay_reference_files from public, anon, authenticated;
grant all on private.essay_reference_files to service_role;

-- A reference the client added (with its file) rather than one the search found.
alter table public.ai_essay_order_references add column if not exists added_by_client boolean not null default false;
alter table public.ai_essay_order_references add column if not exists file_id bigint references private.essay_reference_files (id) on delete set null;
create unique index if not exists ai_essay_order_references_file_idx on public.ai_essay_order_references (file_id) where file_id is not null;
