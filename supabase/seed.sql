-- Seed: idempotent; safe to run on every start.
-- The demo client lets a newcomer see the signed-in cabinet before sign-in is built.
insert into public.users (id, name, email, role_id)
values ('00000000-0000-4000-8000-000000000001', 'Демо-студент', 'demo@example.test', 1)
on conflict (id) do nothing;
