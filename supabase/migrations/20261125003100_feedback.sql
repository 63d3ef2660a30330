-- =====================================================================
-- Feedback (platform.md §2 popups «feedback form and success», §3
-- query flag survioForm): what a client or a guest (by fingerprint)
-- tells the team. The author writes through the sendFeedback mutation
-- (edge/support/send-feedback.ts, rate-limited before the insert) under
-- RLS, may read back only their own rows, and the team reads them all
-- through GET /api/admin/feedback (edge/support/list-feedback.ts, role
-- 4 checked on the account row, as the server).
-- The whole file may run again and changes nothing the second time.
-- =====================================================================

create table if not exists public.feedback (
  id bigint generated always as identity primary key,
  user_id uuid references public.users (id) on delete cascade,
  guest_fingerprint text check (guest_fingerprint is null or length(guest_fingerprint) <= 128),
  -- Optional 1–5 stars (domain/feedback.ts).
  rating smallint check (rating is null or rating between 1 and 5),
  text text not null check (length(btrim(text)) between 1 and 2000),
  -- Where the form was opened (the browser's address, cut to 500 by the form; refused above it).
  page_url text check (page_url is null or length(page_url) <= 500),
  -- 'form' (the support popup's «Оставить отзыв») or 'survio' (the ?survioForm address flag).
  source text not null default 'form' check (source in ('form', 'survio')),
  created_at timestamptz not null default now(),
  constraint feedback_has_author check (user_id is not null or guest_fingerprint is not null)
);

create index if not exists feedback_recent on public.feedback (created_at desc, id desc);

-- ---------------------------------------------------------------------
-- Row-level security: an author inserts and reads only rows that are
-- theirs (auth.uid() for a client, the request's fingerprint for a
-- guest); nobody else's row is ever visible to an API role.
-- ---------------------------------------------------------------------
alter table public.feedback enable row level security;

drop policy if exists "Feedback is sent by its author" on public.feedback;
create policy "Feedback is sent by its author" on public.feedback
  for insert to anon, authenticated
  with check (
    case
      when auth.uid() is not null then user_id = auth.uid() and guest_fingerprint is null
      else user_id is null and guest_fingerprint is not null and guest_fingerprint = private.request_fingerprint()
    end
  );

drop policy if exists "Feedback is visible to its author" on public.feedback;
create policy "Feedback is visible to its author" on public.feedback
  for select to anon, authenticated
  using (private.owns_order(user_id, guest_fingerprint));

drop policy if exists "The server reads feedback for the team" on public.feedback;
create policy "The server reads feedback for the team" on public.feedback
  for all to service_role using (true) with check (true);

revoke all on public.feedback from anon, authenticated;
grant insert (user_id, guest_fingerprint, rating, text, page_url, source) on public.feedback to anon, authenticated;
grant select (id, user_id, guest_fingerprint, rating, text, page_url, source, created_at) on public.feedback to anon, authenticated;
grant all on public.feedback to service_role;
