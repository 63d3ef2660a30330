-- =====================================================================
-- Task search: up to twenty matches per task (issue 34 item 2)
-- =====================================================================
-- The search now scores its candidates by how alike the tasks are (domain/task/task-similarity.ts) and keeps up to
-- TASK_MATCHES_MAX (domain/task/order-statuses.ts) of them; the task page shows five and more on «Показать ещё».

alter table public.task_order_matches drop constraint if exists task_order_matches_position_check;
alter table public.task_order_matches add constraint task_order_matches_position_check check (position between 1 and 20);

comment on column public.task_order_matches.score is '0–1: how alike the work''s task is to the question (taskSimilarity).';
