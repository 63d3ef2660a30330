-- =====================================================================
-- Originality («уникальность», issue 36): every text the service holds
-- or writes is split into word shingles (domain/originality) and kept
-- here, so a text can be checked against all of them before download.
--
-- A document keeps all its shingle hashes and their character ranges (to
-- name the matched fragment in the source); only its winnowed
-- fingerprints (~ a quarter of the shingles) go into the lookup table, so
-- the index stays small and any shared run of a few sentences is still
-- guaranteed a shared fingerprint. Both tables are the server's alone:
-- a private text must never be readable, even as hashes.
--
-- A check's result is the client's: they read their own checks under
-- row-level security; the report names a private source only as «другая
-- работа сервиса» and never carries another owner's text.
-- The whole file may run again and changes nothing the second time.
-- =====================================================================

create table if not exists private.originality_documents (
  id bigint generated always as identity primary key,
  -- What the text is: a library work (task and answer), a published catalogue referat, a text work, a referat
  -- order, an AI answer, or a student's own uploaded file they agreed to add.
  kind text not null check (kind in ('library_work', 'referat', 'text_work', 'referat_order', 'ai_answer', 'upload')),
  -- The row's id in its own table.
  source_id text not null check (length(source_id) between 1 and 100),
  -- 'u:<user id>' or 'g:<guest fingerprint>' for a client's text; null for the public catalogue.
  owner_key text check (owner_key is null or owner_key ~ '^[ug]:'),
  -- The hash of the text indexed: indexing the same text again changes nothing.
  version text not null check (length(version) between 1 and 64),
  title text not null default '' check (length(title) <= 300),
  -- The public page of a catalogue text (the report links to it); null for a client's text.
  path text check (path is null or (owner_key is null and path ~ '^/')),
  -- Every shingle's hash in text order, and its [start, end) character range in the text (two numbers per shingle).
  hashes integer[] not null,
  spans integer[] not null,
  -- The winnowed subset of hashes written to originality_fingerprints (kept here to remove exactly those rows).
  fingerprints integer[] not null,
  words integer not null check (words >= 0),
  indexed_at timestamptz not null default now(),
  unique (kind, source_id),
  check (cardinality(spans) = 2 * cardinality(hashes))
);

create table if not exists private.originality_fingerprints (
  hash integer not null,
  -- No foreign key on purpose: removing a document would then scan this whole table for its rows (there is no index
  -- on document_id, which would double the table's size). The server deletes a document's rows by (hash, document_id)
  -- from its own fingerprints list first; a row left behind would only point at nothing and the lookup joins documents.
  document_id bigint not null,
  primary key (hash, document_id)
);

alter table private.originality_documents enable row level security;
alter table private.originality_fingerprints enable row level security;

drop policy if exists "The server manages the originality index" on private.originality_documents;
create policy "The server manages the originality index" on private.originality_documents
  for all to service_role
  using (true) with check (true);
drop policy if exists "The server manages originality fingerprints" on private.originality_fingerprints;
create policy "The server manages originality fingerprints" on private.originality_fingerprints
  for all to service_role
  using (true) with check (true);

revoke all on private.originality_documents from anon, authenticated;
revoke all on private.originality_fingerprints from anon, authenticated;
grant all on private.originality_documents to service_role;
grant all on private.originality_fingerprints to service_role;

-- ---------------------------------------------------------------------
-- Checks: one per text version, the client's to read
-- ---------------------------------------------------------------------

create table if not exists public.originality_checks (
  id bigint generated always as identity primary key,
  user_id uuid references public.users (id) on delete cascade,
  guest_fingerprint text,
  -- The checked text: its kind and id (its own entry in the index is never a match against it) and its version.
  kind text not null check (kind in ('library_work', 'referat', 'text_work', 'referat_order', 'ai_answer', 'upload')),
  source_id text not null check (length(source_id) between 1 and 100),
  version text not null check (length(version) between 1 and 64),
  status text not null default 'queued' check (status in ('queued', 'checking', 'done', 'failed')),
  originality numeric(4, 1) check (originality between 0 and 100),
  -- { words, matchedWords, fragments: [{ start, end, sources: [index into sources] }], sources: [{ share, title, path? }] }
  report jsonb check (report is null or jsonb_typeof(report) = 'object'),
  error_message text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- A check is idempotent per text version.
  unique (kind, source_id, version),
  constraint originality_checks_have_owner check (user_id is not null or guest_fingerprint is not null or kind in ('library_work', 'referat'))
);

create index if not exists originality_checks_source on public.originality_checks (kind, source_id, created_at desc);

drop trigger if exists originality_checks_touch on public.originality_checks;
create trigger originality_checks_touch before update on public.originality_checks
  for each row execute function private.touch_updated_at();

alter table public.originality_checks enable row level security;

drop policy if exists "Originality checks are visible to their owner" on public.originality_checks;
create policy "Originality checks are visible to their owner" on public.originality_checks
  for select to anon, authenticated
  using ((user_id is not null or guest_fingerprint is not null) and private.owns_order(user_id, guest_fingerprint));
drop policy if exists "The server manages originality checks" on public.originality_checks;
create policy "The server manages originality checks" on public.originality_checks
  for all to service_role
  using (true) with check (true);

-- Supabase grants everything on a new public table to the API roles by default: clients may only read.
revoke all on public.originality_checks from anon, authenticated;
grant select on public.originality_checks to anon, authenticated;
grant all on public.originality_checks to service_role;

-- ---------------------------------------------------------------------
-- A student's own file: its extracted text, checked like any other; it
-- joins the index only with their consent (add_to_index).
-- ---------------------------------------------------------------------

create table if not exists private.originality_uploads (
  id bigint generated always as identity primary key,
  user_id uuid references public.users (id) on delete cascade,
  guest_fingerprint text,
  name text not null check (length(name) between 1 and 255),
  text text not null check (length(text) between 1 and 2000000),
  add_to_index boolean not null default false,
  created_at timestamptz not null default now(),
  constraint originality_uploads_have_owner check (user_id is not null or guest_fingerprint is not null)
);

alter table private.originality_uploads enable row level security;
drop policy if exists "The server manages uploaded texts" on private.originality_uploads;
create policy "The server manages uploaded texts" on private.originality_uploads
  for all to service_role
  using (true) with check (true);
revoke all on private.originality_uploads from anon, authenticated;
grant all on private.originality_uploads to service_role;
