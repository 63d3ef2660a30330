-- =====================================================================
-- Training replies survive a restart (edge/training/reply): the process
-- writing a streaming reply holds a lease on its row (runner_id, renewed
-- with every batch). The backstop job training.reply finishes a reply
-- whose lease ran out (its process is gone) from the text so far, so a
-- reply is completed once and never by two writers at a time.
-- The whole file may run again and changes nothing the second time.
-- =====================================================================

alter table public.training_messages add column if not exists runner_id text;
alter table public.training_messages add column if not exists lease_until timestamptz;
