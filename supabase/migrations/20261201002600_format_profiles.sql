-- Formatting profiles a student saved from their university's guideline (issue 37 part 4, нормоконтроль): the numbers
-- the service read from the методичка, as the student confirmed or corrected them, kept as a whole profile
-- (domain/format-check/profile.ts, ZFormatProfile). A profile is its author's; offered for everyone at the university
-- (review 'submitted'), an administrator approves it and then every client sees it in the list.

create table if not exists public.format_profiles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.users (id) on delete cascade,
  name text not null check (length(name) between 1 and 200),
  university text check (university is null or length(university) between 2 and 200),
  -- Where the numbers come from: the guideline's file name, confirmed by the student.
  source text not null check (length(source) between 1 and 500),
  profile jsonb not null check (jsonb_typeof(profile) = 'object'),
  review text not null default 'private' check (review in ('private', 'submitted', 'approved', 'rejected')),
  reviewed_by uuid references public.users (id) on delete set null,
  reviewed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Offered for everyone means naming the university it is for.
  constraint format_profiles_shared_names_university check (review = 'private' or university is not null)
);

create index if not exists format_profiles_user on public.format_profiles (user_id, created_at desc);
create index if not exists format_profiles_review on public.format_profiles (review, created_at desc);

drop trigger if exists format_profiles_touch on public.format_profiles;
create trigger format_profiles_touch before update on public.format_profiles
  for each row execute function private.touch_updated_at();

alter table public.format_profiles enable row level security;

drop policy if exists "Format profiles are visible to their author, approved ones to everyone" on public.format_profiles;
create policy "Format profiles are visible to their author, approved ones to everyone" on public.format_profiles
  for select to anon, authenticated
  using (review = 'approved' or user_id = auth.uid());
drop policy if exists "The server manages format profiles" on public.format_profiles;
create policy "The server manages format profiles" on public.format_profiles
  for all to service_role
  using (true) with check (true);

-- Supabase grants everything on a new public table to the API roles by default: clients may only read; saving and
-- reviewing go through the server, which validates the profile.
revoke all on public.format_profiles from anon, authenticated;
grant select on public.format_profiles to anon, authenticated;
grant all on public.format_profiles to service_role;
