-- =====================================================================
-- One saved title page per client (issue 33 item 9): every product's
-- title form now reads and writes public.title_page_data. Until now the
-- text work kept its title page only on the order, so a client who
-- saved one there gets it as the saved set, from the newest order that
-- has one (the keys are the saved set's: domain/auth/title-page.ts). A
-- client who already has a saved set keeps it. New keys (authorForm,
-- teacherForm, ministry, specialty, subject) need no column: data is jsonb.
-- =====================================================================

insert into public.title_page_data (user_id, data, updated_at)
select distinct on (o.user_id)
  o.user_id,
  jsonb_strip_nulls(jsonb_build_object(
    'ministry', o.title_page_data -> 'ministry',
    'university', o.title_page_data -> 'institutionTitle',
    'faculty', o.title_page_data -> 'faculty',
    'department', o.title_page_data -> 'department',
    'specialty', o.title_page_data -> 'specialty',
    'subject', o.title_page_data -> 'subject',
    'group', o.title_page_data -> 'group',
    'studentName', o.title_page_data -> 'fullName',
    'authorForm', o.title_page_data -> 'authorForm',
    'teacherName', o.title_page_data -> 'teacherName',
    'city', o.title_page_data -> 'institutionCity',
    'year', o.title_page_data -> 'year'
  )),
  o.updated_at
from public.ai_essay_orders o
where o.user_id is not null
  and jsonb_typeof(o.title_page_data) = 'object'
order by o.user_id, o.updated_at desc, o.id desc
on conflict (user_id) do nothing;
