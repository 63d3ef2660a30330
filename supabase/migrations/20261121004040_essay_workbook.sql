-- =====================================================================
-- The workbook (методичка) a client may attach to a text work
-- (orders.md §3 AiEssayOrder.workbookFile; §5 creation: optional): one
-- per order, with the text read from it for the AI. Server-only table.
-- =====================================================================

create table if not exists private.essay_workbook_files (
  ai_essay_order_id bigint primary key references public.ai_essay_orders (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 255),
  size int not null check (size > 0 and size <= 10485760),
  bytes bytea not null,
  -- What the AI reads of it (plain text, DOCX); null for formats it cannot read.
  excerpt text,
  created_at timestamptz not null default now()
);

alter table private.essay_workbook_files enable row level security;
revoke all on private.essay_workbook_files from public, anon, authenticated;
grant all on private.essay_workbook_files to service_role;
