-- =====================================================================
-- Rewriting the affected sections of a finished text work (issue 13
-- part 4): which approved sources the text's citations [n] number.
-- Row-level security is the table's own (owners read, the server
-- writes as service_role); nothing new is exposed.
-- =====================================================================

-- ---------------------------------------------------------------------
-- Order columns
-- ---------------------------------------------------------------------
alter table public.ai_essay_orders
  -- The approved reference ids, in list order, that the current text was written with; null while the approved list
  -- still is that list. Set when a finished work's sources first change, cleared when the sections are rewritten.
  add column if not exists text_reference_ids jsonb;
