-- =====================================================================
-- «Выполнил» / «Выполнила» on the title page (issue 13 part 6): the
-- student's own choice, kept with the rest of the order's title page data
-- (ai_essay_orders.title_page_data, jsonb) as "authorForm". No key or
-- null: none chosen, the DOCX says «Выполнил» as before. The database
-- refuses any other value, whoever writes it. Row-level security is the
-- table's own (20261121004000_essay_orders.sql): nothing changes there.
-- =====================================================================

do $$
begin
  if not exists (select 1 from pg_constraint where conname = 'ai_essay_orders_title_page_author_form') then
    alter table public.ai_essay_orders
      add constraint ai_essay_orders_title_page_author_form check (
        title_page_data is null
        or jsonb_typeof(title_page_data) <> 'object'
        or coalesce(title_page_data ->> 'authorForm', 'VYPOLNIL') in ('VYPOLNIL', 'VYPOLNILA')
      );
  end if;
end
$$;
