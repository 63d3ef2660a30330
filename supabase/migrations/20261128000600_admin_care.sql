-- =====================================================================
-- Back-office care (issue 17 part 5): the mass alert's history, the
-- complaints about library works (resolve with a note, hide the work)
-- and the feedback and ratings the product collects, read by
-- administrators through row-level security (private.caller_is_admin()).
-- Changes go through the server (edge/admin/*, adminAction) as
-- service_role; nothing here lets an administrator write directly.
-- The whole file may run again and changes nothing the second time.
-- =====================================================================

-- ---------------------------------------------------------------------
-- Mass alerts: administrators read the whole history, not only the
-- active alert everyone sees.
-- ---------------------------------------------------------------------
drop policy if exists "Administrators read every mass alert" on public.mass_alerts;
create policy "Administrators read every mass alert" on public.mass_alerts
  for select to authenticated
  using ((select private.caller_is_admin()));

-- ---------------------------------------------------------------------
-- Complaints: open until an administrator resolves one with a note.
-- `version` is the back-office's optimistic check (edge/admin/version.ts).
-- ---------------------------------------------------------------------
alter table public.library_work_complaints
  add column if not exists status text not null default 'open',
  add column if not exists resolution text,
  add column if not exists resolved_at timestamptz,
  add column if not exists resolved_by uuid references public.users (id) on delete set null,
  add column if not exists version integer not null default 1;

alter table public.library_work_complaints drop constraint if exists library_work_complaints_status;
alter table public.library_work_complaints add constraint library_work_complaints_status
  check (status in ('open', 'resolved'));
alter table public.library_work_complaints drop constraint if exists library_work_complaints_resolution;
alter table public.library_work_complaints add constraint library_work_complaints_resolution
  check (
    (status = 'open' and resolution is null and resolved_at is null)
    or (status = 'resolved' and char_length(btrim(resolution)) between 1 and 2000 and resolved_at is not null)
  );

create index if not exists library_work_complaints_queue on public.library_work_complaints (status, created_at desc, id desc);

drop policy if exists "Administrators read every complaint" on public.library_work_complaints;
create policy "Administrators read every complaint" on public.library_work_complaints
  for select to authenticated
  using ((select private.caller_is_admin()));

-- ---------------------------------------------------------------------
-- Library works: «Скрыть работу» unpublishes one (the public page then
-- answers 404). An administrator sees unpublished works too; the full
-- answer stays with the server (its column is not granted).
-- `version` may already be there from the content section's migration.
-- ---------------------------------------------------------------------
alter table public.library_works add column if not exists version integer not null default 1;
grant select (version) on public.library_works to authenticated;

drop policy if exists "Administrators read every library work" on public.library_works;
create policy "Administrators read every library work" on public.library_works
  for select to authenticated
  using ((select private.caller_is_admin()));

-- ---------------------------------------------------------------------
-- Feedback and ratings: administrators read every author's rows.
-- ---------------------------------------------------------------------
drop policy if exists "Administrators read all feedback" on public.feedback;
create policy "Administrators read all feedback" on public.feedback
  for select to authenticated
  using ((select private.caller_is_admin()));

drop policy if exists "Administrators read every order rating" on public.unified_order_rates;
create policy "Administrators read every order rating" on public.unified_order_rates
  for select to authenticated
  using ((select private.caller_is_admin()));

drop policy if exists "Administrators read every training task" on public.training_tasks;
create policy "Administrators read every training task" on public.training_tasks
  for select to authenticated
  using ((select private.caller_is_admin()));

drop policy if exists "Administrators read every training message" on public.training_messages;
create policy "Administrators read every training message" on public.training_messages
  for select to authenticated
  using ((select private.caller_is_admin()));

-- The «Оценки» tab lists only rated rows, newest first.
create index if not exists training_tasks_rated on public.training_tasks (updated_at desc, id desc) where rating <> 'not_rated';
create index if not exists training_messages_rated on public.training_messages (updated_at desc, id desc) where rating <> 'not_rated';
