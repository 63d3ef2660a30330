-- =====================================================================
-- Text recognition (orders.md §7: POST /api/recognize-text, GET
-- /api/recognize-text/{id} polled until DONE or FAILED). One row per
-- uploaded file: its owner, what it is, where its bytes wait in storage
-- (text-recognitions/<user>/<random>, removed once read), and the result.
-- The server writes rows as service_role; a client may only read its own.
-- =====================================================================

create table if not exists public.text_recognitions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.users (id) on delete cascade,
  status text not null default 'PENDING' check (status in ('PENDING', 'DONE', 'FAILED')),
  file_name text not null check (char_length(file_name) between 1 and 255),
  mime text not null check (char_length(mime) between 3 and 100),
  size int not null check (size > 0 and size <= 10485760),
  -- Null once the file has been read (or its upload given up).
  storage_key text unique,
  text text check (char_length(text) <= 20000),
  error text check (char_length(error) <= 500),
  created_at timestamptz not null default now(),
  finished_at timestamptz,
  check ((status = 'DONE') = (text is not null)),
  check ((status = 'FAILED') = (error is not null))
);

-- The per-client limits count pending rows and the last hour's.
create index if not exists text_recognitions_user_idx on public.text_recognitions (user_id, created_at desc);

-- ---------------------------------------------------------------------
-- Who sees what
-- ---------------------------------------------------------------------
alter table public.text_recognitions enable row level security;

drop policy if exists "Recognitions are visible to their owner" on public.text_recognitions;
create policy "Recognitions are visible to their owner" on public.text_recognitions
  for select to authenticated
  using (user_id = auth.uid());

revoke all on public.text_recognitions from public, anon, authenticated;
grant select (id, status, text, error, created_at, finished_at) on public.text_recognitions to authenticated;
grant all on public.text_recognitions to service_role;

-- ---------------------------------------------------------------------
-- The stored file is removed when the row lets go of it (or is deleted)
-- ---------------------------------------------------------------------
drop trigger if exists text_recognitions_storage_removal on public.text_recognitions;
create trigger text_recognitions_storage_removal after delete or update of storage_key on public.text_recognitions
  for each row execute function private.enqueue_storage_removal();
