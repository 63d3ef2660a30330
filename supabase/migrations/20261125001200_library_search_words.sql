-- =====================================================================
-- Library search: the dictionary of words for typos (issue 11, speed).
-- A search whose words find nothing corrects each unknown word to the
-- nearest word of this dictionary (pg_trgm similarity, trigram GIN) and
-- runs the ranked full-text search again with the corrected words.
-- The dictionary holds each distinct word of published works' titles
-- and tasks once, with the number of works using it: a few hundred
-- thousand short rows at most, where a trigram match against 100 000
-- titles read thousands of them per typo (p95 1.4 s on Postgres, 4 s
-- on PGlite). Triggers on library_works keep it in step.
-- =====================================================================

create extension if not exists pg_trgm;

create table if not exists public.library_search_words (
  word text primary key,
  -- Published works whose title or task use the word; a word used by none is deleted.
  works integer not null
);

-- GIN, not GiST: GIN's `%` needs enough of the typo's trigrams in one word before it looks at the word, so only a few
-- candidates are sorted by `<->`; GiST's nearest-first walk over 133 000 words read most of its signatures when no
-- word was close (nine words: GIN 4 ms, GiST 310 ms, GiST with siglen=256 200 ms, on Postgres 15).
create index if not exists library_search_words_trgm on public.library_search_words using gin (word gin_trgm_ops);

-- Built from guest-readable text, but only the server's search reads it.
alter table public.library_search_words enable row level security;
grant all on public.library_search_words to service_role;

-- ---------------------------------------------------------------------
-- The words of a work: lower-case, letters only (no numbers, formulas,
-- addresses), 3 to 40 letters; the same split the search applies to a
-- query (edge/library/search-library-works.ts).
-- ---------------------------------------------------------------------
create or replace function public.library_search_words_of(title text, task text)
returns setof text
language sql
immutable
parallel safe
set search_path = public, pg_temp
as $$
  select w
    from unnest(tsvector_to_array(to_tsvector('simple'::regconfig, title || ' ' || task))) as w
   where w ~ '^[a-zа-яё]+$' and length(w) between 3 and 40
$$;
grant execute on function public.library_search_words_of(text, text) to service_role;

-- Adds (delta > 0) or takes away (delta < 0) uses of words; a word left with no work goes. Words in a fixed order, so
-- two imports at once lock the same rows in the same order and wait for each other instead of deadlocking.
create or replace function public.library_search_words_apply(words text[], deltas integer[])
returns void
language plpgsql
security definer
set search_path = public, pg_temp
as $$
begin
  insert into public.library_search_words as s (word, works)
  select u.word, u.delta from unnest(words, deltas) as u (word, delta) where u.delta > 0 order by u.word
  on conflict (word) do update set works = s.works + excluded.works;

  update public.library_search_words s
     set works = s.works + u.delta
    from (select * from unnest(words, deltas) as u (word, delta) where u.delta < 0 order by u.word) u
   where s.word = u.word;

  delete from public.library_search_words s
   using unnest(words, deltas) as u (word, delta)
   where u.delta < 0 and s.word = u.word and s.works <= 0;
end;
$$;
revoke all on function public.library_search_words_apply(text[], integer[]) from public;

-- Inserts and deletes: once per statement, so importing 100 000 works aggregates their words in one pass.
create or replace function public.library_search_words_on_rows()
returns trigger
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  words text[];
  deltas integer[];
begin
  if tg_op = 'INSERT' then
    select array_agg(t.word), array_agg(t.n) into words, deltas
      from (select w as word, count(*)::integer as n
              from new_rows r cross join lateral public.library_search_words_of(r.title, r.task) as w
             where r.published group by w) t;
  else
    select array_agg(t.word), array_agg(-t.n) into words, deltas
      from (select w as word, count(*)::integer as n
              from old_rows r cross join lateral public.library_search_words_of(r.title, r.task) as w
             where r.published group by w) t;
  end if;
  if words is not null then
    perform public.library_search_words_apply(words, deltas);
  end if;
  return null;
end;
$$;
revoke all on function public.library_search_words_on_rows() from public;

-- Updates: per row and only when the title, the task or publication changed (a transition table cannot be limited to
-- columns), so the view counter's updates cost nothing here.
create or replace function public.library_search_words_on_update()
returns trigger
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  words text[];
  deltas integer[];
begin
  select array_agg(t.word), array_agg(t.delta) into words, deltas
    from (select w as word, sum(d)::integer as delta
            from (select w, 1 as d from public.library_search_words_of(new.title, new.task) as w where new.published
                  union all
                  select w, -1 from public.library_search_words_of(old.title, old.task) as w where old.published) c
           group by w
          having sum(d) <> 0) t;
  if words is not null then
    perform public.library_search_words_apply(words, deltas);
  end if;
  return null;
end;
$$;
revoke all on function public.library_search_words_on_update() from public;

drop trigger if exists library_search_words_on_insert on public.library_works;
create trigger library_search_words_on_insert
  after insert on public.library_works
  referencing new table as new_rows
  for each statement execute function public.library_search_words_on_rows();

drop trigger if exists library_search_words_on_delete on public.library_works;
create trigger library_search_words_on_delete
  after delete on public.library_works
  referencing old table as old_rows
  for each statement execute function public.library_search_words_on_rows();

drop trigger if exists library_search_words_on_update on public.library_works;
create trigger library_search_words_on_update
  after update of title, task, published on public.library_works
  for each row
  when (old.title is distinct from new.title or old.task is distinct from new.task or old.published is distinct from new.published)
  execute function public.library_search_words_on_update();

-- ---------------------------------------------------------------------
-- The works already there
-- ---------------------------------------------------------------------
insert into public.library_search_words as s (word, works)
select w, count(*)::integer
  from public.library_works r cross join lateral public.library_search_words_of(r.title, r.task) as w
 where r.published
 group by w
on conflict (word) do update set works = excluded.works;
