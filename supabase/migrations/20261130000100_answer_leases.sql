-- =====================================================================
-- One answer stream design (edge/streams, issue 30 part 3): the AI
-- order's and the advanced AI order's streamed answers get the lease the
-- training reply has (20261125002620_training_stream.sql). The runner
-- writing an answer holds it (runner_id, renewed with every batch), so an
-- answer never has two writers, and a retried job whose runner died takes
-- the lease over and continues the answer from the text stored so far.
-- Not granted to clients (their grants name their columns).
-- The whole file may run again and changes nothing the second time.
-- =====================================================================

alter table public.ai_order_messages add column if not exists runner_id text;
alter table public.ai_order_messages add column if not exists lease_until timestamptz;
alter table public.advanced_ai_order_queries add column if not exists runner_id text;
alter table public.advanced_ai_order_queries add column if not exists lease_until timestamptz;
