-- =====================================================================
-- Demo is free (issue 33): a presentation written while the AI is the
-- built-in demo writer is paid with 0 tokens and says so, paid_with = 'demo'
-- (edge/orders/pay-from-balance.ts). A demo deck does not use up the
-- client's free first presentation (edge/presentations/order/presentation-price.ts).
-- The whole file may run again and changes nothing the second time.
-- =====================================================================

alter table public.ai_presentation_orders drop constraint if exists ai_presentation_orders_paid_with_check;
alter table public.ai_presentation_orders
  add constraint ai_presentation_orders_paid_with_check check (paid_with is null or paid_with in ('free', 'tokens', 'demo'));
