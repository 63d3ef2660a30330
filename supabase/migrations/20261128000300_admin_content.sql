-- =====================================================================
-- Back-office content (issue 17, part 2): library works, catalogue
-- referats and subjects become editable from /admin. Each table the
-- panel edits carries a version for the optimistic check (a form sends
-- the version it loaded; edge/admin/version.ts), and a referat an
-- editor takes off the site is `hidden`: kept with its text, out of
-- every public list and page (their policies read status 'published'),
-- and never picked up again by generation (it claims queued ones only).
-- The whole file may run again and changes nothing the second time.
-- =====================================================================

-- ---------------------------------------------------------------------
-- Versions
-- ---------------------------------------------------------------------
alter table public.library_works add column if not exists version integer not null default 1;
alter table public.referats add column if not exists version integer not null default 1;
alter table public.subjects add column if not exists version integer not null default 1;

-- ---------------------------------------------------------------------
-- Referats: hidden by an editor
-- ---------------------------------------------------------------------
alter table public.referats drop constraint if exists referats_status_check;
alter table public.referats add constraint referats_status_check
  check (status in ('queued', 'generating', 'published', 'failed', 'hidden'));

-- The panel's list of the catalogue, newest change first.
create index if not exists referats_updated on public.referats (updated_at desc, id desc);
create index if not exists library_works_updated on public.library_works (updated_at desc, id desc);
