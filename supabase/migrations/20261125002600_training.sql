-- =====================================================================
-- Training mode (orders.md §1, §3 Training task / Training message,
-- §4 Training mode, §7 Training mode REST and SSE): a signed-in client
-- starts a tutoring task (a unified order of type services 8), the tutor
-- answers message by message, the task is completed by the client or by
-- the tutor (task_completed), messages and tasks are rated once.
-- Memories are short facts about the student the tutor keeps across
-- tasks while the profile's isMemoryEnabled is on.
-- The owner reads under RLS; every write is the server's
-- (edge/training), guarded by status in edge/orders/transition.ts.
-- The whole file may run again and changes nothing the second time.
-- =====================================================================

create table if not exists public.training_tasks (
  id bigint generated always as identity primary key,
  -- The REST and SSE addresses name a task by this (taskUuid).
  uuid uuid not null unique default gen_random_uuid(),
  unified_order_id bigint not null unique references public.unified_orders (id) on delete cascade,
  user_id uuid references public.users (id) on delete cascade,
  -- Unused (training needs a client), kept because the orders kernel's product tables all have it.
  guest_fingerprint text,
  -- domain/training/statuses.ts: IN_PROGRESS 1, COMPLETED 2.
  status smallint not null default 1 check (status between 1 and 2),
  -- 'task' (a task to solve) or 'defense' (a mock defense of the client's own text work).
  kind text not null default 'task' check (kind in ('task', 'defense')),
  -- The text work a defense is about (its unified order), null for a task.
  essay_unified_order_id bigint references public.unified_orders (id) on delete set null,
  -- The task as the student gave it (text plus recognised photo text), domain/training/input.ts limits.
  task_text text not null check (length(btrim(task_text)) between 1 and 8000),
  -- A short title for the list: the task's first line, cut.
  title text not null check (length(title) between 1 and 200),
  photo_object_id bigint,
  completion_reason text check (completion_reason is null or completion_reason in ('solved', 'tutor', 'user_closed', 'gave_up')),
  rating text not null default 'not_rated' check (rating in ('up', 'down', 'not_rated')),
  -- 'demo' or the model name: the page labels demo output.
  ai_provider text,
  is_paid boolean not null default true,
  created_at timestamptz not null default now(),
  completed_at timestamptz,
  updated_at timestamptz not null default now(),
  constraint training_tasks_have_owner check (user_id is not null or guest_fingerprint is not null)
);

create index if not exists training_tasks_user_recent on public.training_tasks (user_id, created_at desc) where user_id is not null;

drop trigger if exists training_tasks_touch on public.training_tasks;
create trigger training_tasks_touch before update on public.training_tasks
  for each row execute function private.touch_updated_at();

create table if not exists public.training_task_logs (
  id bigint generated always as identity primary key,
  training_task_id bigint not null references public.training_tasks (id) on delete cascade,
  event text not null,
  detail jsonb,
  created_at timestamptz not null default now()
);

create index if not exists training_task_logs_task on public.training_task_logs (training_task_id, id);

-- ---------------------------------------------------------------------
-- Messages: one row per message of the chat, in `seq` order. An
-- assistant reply is written while it streams (state 'streaming'), then
-- 'done' or 'failed' (the partial text is kept).
-- ---------------------------------------------------------------------
create table if not exists public.training_messages (
  id bigint generated always as identity primary key,
  uuid uuid not null unique default gen_random_uuid(),
  training_task_id bigint not null references public.training_tasks (id) on delete cascade,
  -- 1, 2, 3… within the task; the SSE event ids are `${seq}.${offset}`.
  seq integer not null check (seq > 0),
  -- orders.md §3 Stream message roles.
  sender text not null check (sender in ('assistant', 'user', 'system', 'memory', 'info')),
  content text not null default '' check (length(content) <= 20000),
  state text not null default 'done' check (state in ('streaming', 'done', 'failed')),
  rating text not null default 'not_rated' check (rating in ('up', 'down', 'not_rated')),
  -- memory_loaded / memory_created / task_completed etc.: what an info or memory row announces.
  meta jsonb check (meta is null or jsonb_typeof(meta) = 'object'),
  error text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (training_task_id, seq)
);

drop trigger if exists training_messages_touch on public.training_messages;
create trigger training_messages_touch before update on public.training_messages
  for each row execute function private.touch_updated_at();

-- ---------------------------------------------------------------------
-- Memories: short facts about the student (platform.md §3 isMemoryEnabled)
-- ---------------------------------------------------------------------
create table if not exists public.training_memories (
  id bigint generated always as identity primary key,
  uuid uuid not null unique default gen_random_uuid(),
  user_id uuid not null references public.users (id) on delete cascade,
  -- 'weak_topic', 'level', 'preference', 'other'
  kind text not null default 'other' check (kind in ('weak_topic', 'level', 'preference', 'other')),
  content text not null check (length(btrim(content)) between 1 and 300),
  source_task_id bigint references public.training_tasks (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index if not exists training_memories_user on public.training_memories (user_id, id);

drop trigger if exists training_memories_touch on public.training_memories;
create trigger training_memories_touch before update on public.training_memories
  for each row execute function private.touch_updated_at();

-- ---------------------------------------------------------------------
-- Policies: the owner reads its own rows; the server writes
-- ---------------------------------------------------------------------
alter table public.training_tasks enable row level security;
alter table public.training_task_logs enable row level security;
alter table public.training_messages enable row level security;
alter table public.training_memories enable row level security;

drop policy if exists "Training tasks are visible to their owner" on public.training_tasks;
create policy "Training tasks are visible to their owner" on public.training_tasks
  for select to anon, authenticated
  using (private.owns_order(user_id, guest_fingerprint));

drop policy if exists "The server manages training tasks" on public.training_tasks;
create policy "The server manages training tasks" on public.training_tasks
  for all to service_role using (true) with check (true);

drop policy if exists "Training task logs are visible with their task" on public.training_task_logs;
create policy "Training task logs are visible with their task" on public.training_task_logs
  for select to anon, authenticated
  using (exists (select 1 from public.training_tasks t
                  where t.id = training_task_id and private.owns_order(t.user_id, t.guest_fingerprint)));

drop policy if exists "The server manages training task logs" on public.training_task_logs;
create policy "The server manages training task logs" on public.training_task_logs
  for all to service_role using (true) with check (true);

drop policy if exists "Training messages are visible with their task" on public.training_messages;
create policy "Training messages are visible with their task" on public.training_messages
  for select to anon, authenticated
  using (exists (select 1 from public.training_tasks t
                  where t.id = training_task_id and private.owns_order(t.user_id, t.guest_fingerprint)));

drop policy if exists "The server manages training messages" on public.training_messages;
create policy "The server manages training messages" on public.training_messages
  for all to service_role using (true) with check (true);

drop policy if exists "Training memories are visible to their owner" on public.training_memories;
create policy "Training memories are visible to their owner" on public.training_memories
  for select to authenticated
  using (user_id = auth.uid());

drop policy if exists "The server manages training memories" on public.training_memories;
create policy "The server manages training memories" on public.training_memories
  for all to service_role using (true) with check (true);

revoke all on public.training_tasks from anon, authenticated;
grant select (id, uuid, unified_order_id, user_id, guest_fingerprint, status, kind, essay_unified_order_id, task_text, title,
  completion_reason, rating, ai_provider, is_paid, created_at, completed_at, updated_at)
  on public.training_tasks to anon, authenticated;
grant all on public.training_tasks to service_role;
revoke all on public.training_task_logs from anon, authenticated;
grant select (id, training_task_id, event, created_at) on public.training_task_logs to anon, authenticated;
grant all on public.training_task_logs to service_role;
revoke all on public.training_messages from anon, authenticated;
grant select (id, uuid, training_task_id, seq, sender, content, state, rating, meta, error, created_at, updated_at)
  on public.training_messages to anon, authenticated;
grant all on public.training_messages to service_role;
revoke all on public.training_memories from anon, authenticated;
grant select (id, uuid, user_id, kind, content, source_task_id, created_at, updated_at) on public.training_memories to authenticated;
grant all on public.training_memories to service_role;
