-- =====================================================================
-- Sources for text work (orders.md §3, §5 Sources): the seeded catalogue
-- of real bibliographic records searched by default, and the sources a
-- student added (their own uploads), which only that student can see.
-- Both carry a full-text vector: Russian stemming for Russian records,
-- English for the rest, author names as they are, and the subject's name
-- so a query on a topic finds that subject's records first.
-- =====================================================================

-- ---------------------------------------------------------------------
-- Helpers
-- ---------------------------------------------------------------------
-- Words a query on a subject is likely to use (both languages); part of
-- each record's vector at the lowest weight.
create or replace function private.source_subject_words(p_subject text) returns text
  language sql
  immutable
  set search_path = ''
  as $$
    select case p_subject
      when 'history' then 'история исторический прошлое history historical'
      when 'economics' then 'экономика экономический рынок economics economy market'
      when 'law' then 'право правовой юриспруденция закон law legal'
      when 'psychology' then 'психология психологический психика psychology'
      when 'pedagogy' then 'педагогика образование обучение воспитание education teaching'
      when 'sociology' then 'социология общество социальный sociology society social'
      when 'philosophy' then 'философия философский philosophy'
      when 'literature' then 'литература литературоведение поэтика literature literary'
      when 'biology' then 'биология биологический жизнь клетка biology'
      when 'ecology' then 'экология экологический природа окружающая среда ecology environment'
      when 'medicine' then 'медицина медицинский здоровье болезнь medicine health'
      when 'physics' then 'физика физический physics'
      when 'chemistry' then 'химия химический chemistry chemical'
      when 'mathematics' then 'математика математический mathematics'
      when 'computer-science' then 'информатика программирование алгоритмы компьютер computer science programming'
      when 'management' then 'менеджмент управление организация management'
      when 'marketing' then 'маркетинг реклама бренд marketing brand'
      when 'political-science' then 'политология политика государство демократия politics political'
      when 'linguistics' then 'лингвистика языкознание язык linguistics language'
      when 'culture-studies' then 'культурология культура culture'
      else ''
    end
  $$;

grant execute on function private.source_subject_words(text) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------
-- Catalogue: readable by everyone, written only by the service role
-- ---------------------------------------------------------------------
create table if not exists public.source_catalogue (
  id bigint generated always as identity primary key,
  subject text not null check (subject in (
    'history', 'economics', 'law', 'psychology', 'pedagogy', 'sociology', 'philosophy', 'literature', 'biology', 'ecology',
    'medicine', 'physics', 'chemistry', 'mathematics', 'computer-science', 'management', 'marketing', 'political-science',
    'linguistics', 'culture-studies')),
  kind text not null check (kind in ('book', 'article', 'web', 'thesis', 'chapter')),
  language text not null default 'ru' check (language ~ '^[a-z]{2}$'),
  -- [{ "family": "Выготский", "given": "Л. С." }, …] in the order of the title page.
  authors jsonb not null default '[]' check (jsonb_typeof(authors) = 'array'),
  title text not null check (title <> ''),
  subtitle text,
  edition text,
  container text,
  publisher text,
  city text,
  year integer not null check (year >= 1900),
  volume text,
  issue text,
  pages text,
  doi text unique check (doi = lower(doi)),
  url text check (url ~ '^https?://'),
  created_at timestamptz not null default now(),
  search tsvector generated always as (
    setweight(to_tsvector(case when language = 'ru' then 'russian'::regconfig else 'english'::regconfig end, title), 'A')
    || setweight(to_tsvector(case when language = 'ru' then 'russian'::regconfig else 'english'::regconfig end,
         coalesce(subtitle, '') || ' ' || coalesce(container, '')), 'B')
    || setweight(to_tsvector('simple', jsonb_path_query_array(authors, '$[*].family')::text), 'C')
    || setweight(to_tsvector('russian', private.source_subject_words(subject)), 'D')
  ) stored
);

create index if not exists source_catalogue_search on public.source_catalogue using gin (search);
create index if not exists source_catalogue_subject on public.source_catalogue (subject);

alter table public.source_catalogue enable row level security;

create policy "The source catalogue is readable by everyone" on public.source_catalogue
  for select to anon, authenticated
  using (true);

grant select on public.source_catalogue to anon, authenticated;
grant all on public.source_catalogue to service_role;

-- ---------------------------------------------------------------------
-- The student's own sources: visible and editable only by their owner
-- ---------------------------------------------------------------------
create table if not exists public.user_sources (
  id bigint generated always as identity primary key,
  user_id uuid not null default auth.uid() references public.users (id) on delete cascade,
  kind text not null default 'book' check (kind in ('book', 'article', 'web', 'thesis', 'chapter')),
  language text not null default 'ru' check (language ~ '^[a-z]{2}$'),
  authors jsonb not null check (jsonb_typeof(authors) = 'array' and jsonb_array_length(authors) > 0),
  title text not null check (title <> ''),
  subtitle text,
  edition text,
  container text,
  publisher text,
  city text,
  year integer not null check (year >= 1900),
  volume text,
  issue text,
  pages text,
  doi text check (doi = lower(doi)),
  url text check (url ~ '^https?://'),
  -- The uploaded file in storage, if the source came with one (checked by domain/sources/upload.ts).
  file_path text,
  file_name text,
  file_size integer check (file_size between 1 and 20971520),
  created_at timestamptz not null default now(),
  search tsvector generated always as (
    setweight(to_tsvector(case when language = 'ru' then 'russian'::regconfig else 'english'::regconfig end, title), 'A')
    || setweight(to_tsvector(case when language = 'ru' then 'russian'::regconfig else 'english'::regconfig end,
         coalesce(subtitle, '') || ' ' || coalesce(container, '')), 'B')
    || setweight(to_tsvector('simple', jsonb_path_query_array(authors, '$[*].family')::text), 'C')
  ) stored
);

create index if not exists user_sources_by_user on public.user_sources (user_id, created_at desc);
create index if not exists user_sources_search on public.user_sources using gin (search);

alter table public.user_sources enable row level security;

create policy "Own sources are visible to their owner" on public.user_sources
  for select to authenticated
  using (user_id = (select auth.uid()));

create policy "Students add sources for themselves" on public.user_sources
  for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy "Students edit their own sources" on public.user_sources
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "Students remove their own sources" on public.user_sources
  for delete to authenticated
  using (user_id = (select auth.uid()));

grant select, insert, update, delete on public.user_sources to authenticated;
grant all on public.user_sources to service_role;

-- ---------------------------------------------------------------------
-- Seed: real textbooks, monographs and articles across the subjects.
-- Keys: s subject, k kind, l language (default ru), a authors ("Family, Given"),
-- t title, st subtitle, ed edition, ct container, c city, p publisher, y year,
-- v volume, i issue, pg pages, doi, url. Re-running adds nothing twice.
-- ---------------------------------------------------------------------
insert into public.source_catalogue
  (subject, kind, language, authors, title, subtitle, edition, container, city, publisher, year, volume, issue, pages, doi, url)
select
  r->>'s', r->>'k', coalesce(r->>'l', 'ru'),
  coalesce((
    select jsonb_agg(jsonb_build_object(
      'family', trim(split_part(a.name, ',', 1)),
      'given', case when strpos(a.name, ',') > 0 then trim(substr(a.name, strpos(a.name, ',') + 1)) else '' end
    ) order by a.n)
    from jsonb_array_elements_text(coalesce(r->'a', '[]'::jsonb)) with ordinality as a(name, n)
  ), '[]'::jsonb),
  r->>'t', r->>'st', r->>'ed', r->>'ct', r->>'c', r->>'p', (r->>'y')::integer, r->>'v', r->>'i', r->>'pg', lower(r->>'doi'), r->>'url'
from jsonb_array_elements($seed$[
{"s": "history", "k": "book", "a": ["Милов, Л. В."], "t": "Великорусский пахарь и особенности российского исторического процесса", "c": "Москва", "p": "РОССПЭН", "y": 1998},
{"s": "history", "k": "book", "a": ["Миронов, Б. Н."], "t": "Социальная история России периода империи (XVIII – начало XX в.)", "st": "генезис личности, демократической семьи, гражданского общества и правового государства : в 2 т.", "c": "Санкт-Петербург", "p": "Дмитрий Буланин", "y": 1999},
{"s": "history", "k": "book", "a": ["Зайончковский, П. А."], "t": "Отмена крепостного права в России", "ed": "3-е изд., перераб. и доп.", "c": "Москва", "p": "Просвещение", "y": 1968},
{"s": "history", "k": "book", "a": ["Блок, М."], "t": "Апология истории, или Ремесло историка", "c": "Москва", "p": "Наука", "y": 1973},
{"s": "history", "k": "book", "a": ["Хоскинг, Дж."], "t": "Россия: народ и империя, 1552–1917", "c": "Смоленск", "p": "Русич", "y": 2000},
{"s": "history", "k": "book", "a": ["Гайдар, Е. Т."], "t": "Гибель империи", "st": "уроки для современной России", "c": "Москва", "p": "РОССПЭН", "y": 2006},
{"s": "history", "k": "book", "l": "en", "a": ["Pipes, Richard"], "t": "Russia under the Old Regime", "c": "New York", "p": "Scribner", "y": 1974},
{"s": "history", "k": "book", "l": "en", "a": ["Hobsbawm, Eric"], "t": "The Age of Extremes: The Short Twentieth Century, 1914–1991", "c": "London", "p": "Michael Joseph", "y": 1994},
{"s": "history", "k": "book", "l": "en", "a": ["Figes, Orlando"], "t": "A People's Tragedy: The Russian Revolution, 1891–1924", "c": "London", "p": "Jonathan Cape", "y": 1996},
{"s": "history", "k": "book", "l": "en", "a": ["Fitzpatrick, Sheila"], "t": "The Russian Revolution", "c": "Oxford", "p": "Oxford University Press", "y": 1982},
{"s": "history", "k": "book", "l": "fr", "a": ["Bloch, Marc"], "t": "Apologie pour l'histoire ou Métier d'historien", "c": "Paris", "p": "Armand Colin", "y": 1949},
{"s": "economics", "k": "book", "a": ["Мэнкью, Н. Г."], "t": "Принципы экономикс", "c": "Санкт-Петербург", "p": "Питер", "y": 1999},
{"s": "economics", "k": "book", "a": ["Макконнелл, К. Р.", "Брю, С. Л."], "t": "Экономикс: принципы, проблемы и политика", "st": "в 2 т.", "c": "Москва", "p": "Республика", "y": 1992},
{"s": "economics", "k": "book", "a": ["Кейнс, Дж. М."], "t": "Общая теория занятости, процента и денег", "c": "Москва", "p": "Гелиос АРВ", "y": 1999},
{"s": "economics", "k": "book", "a": ["Норт, Д."], "t": "Институты, институциональные изменения и функционирование экономики", "c": "Москва", "p": "Начала", "y": 1997},
{"s": "economics", "k": "book", "a": ["Пикетти, Т."], "t": "Капитал в XXI веке", "c": "Москва", "p": "Ад Маргинем Пресс", "y": 2015},
{"s": "economics", "k": "book", "a": ["Гальперин, В. М.", "Игнатьев, С. М.", "Моргунов, В. И."], "t": "Микроэкономика", "st": "в 2 т.", "c": "Санкт-Петербург", "p": "Экономическая школа", "y": 1994},
{"s": "economics", "k": "article", "a": ["Полтерович, В. М."], "t": "Институциональные ловушки и экономические реформы", "ct": "Экономика и математические методы", "y": 1999, "v": "35", "i": "2", "pg": "3–20"},
{"s": "economics", "k": "book", "l": "en", "a": ["Keynes, John Maynard"], "t": "The General Theory of Employment, Interest and Money", "c": "London", "p": "Macmillan", "y": 1936},
{"s": "economics", "k": "book", "l": "en", "a": ["Acemoglu, Daron", "Robinson, James A."], "t": "Why Nations Fail: The Origins of Power, Prosperity, and Poverty", "c": "New York", "p": "Crown Business", "y": 2012},
{"s": "economics", "k": "book", "l": "en", "a": ["North, Douglass C."], "t": "Institutions, Institutional Change and Economic Performance", "c": "Cambridge", "p": "Cambridge University Press", "y": 1990, "doi": "10.1017/CBO9780511808678"},
{"s": "economics", "k": "book", "l": "en", "a": ["Friedman, Milton"], "t": "Capitalism and Freedom", "c": "Chicago", "p": "University of Chicago Press", "y": 1962},
{"s": "economics", "k": "article", "l": "en", "a": ["Akerlof, George A."], "t": "The Market for \"Lemons\": Quality Uncertainty and the Market Mechanism", "ct": "The Quarterly Journal of Economics", "y": 1970, "v": "84", "i": "3", "pg": "488–500", "doi": "10.2307/1879431"},
{"s": "economics", "k": "article", "l": "en", "a": ["Solow, Robert M."], "t": "A Contribution to the Theory of Economic Growth", "ct": "The Quarterly Journal of Economics", "y": 1956, "v": "70", "i": "1", "pg": "65–94", "doi": "10.2307/1884513"},
{"s": "economics", "k": "article", "l": "en", "a": ["Markowitz, Harry"], "t": "Portfolio Selection", "ct": "The Journal of Finance", "y": 1952, "v": "7", "i": "1", "pg": "77–91", "doi": "10.1111/j.1540-6261.1952.tb01525.x"},
{"s": "economics", "k": "article", "l": "en", "a": ["Fama, Eugene F."], "t": "Efficient Capital Markets: A Review of Theory and Empirical Work", "ct": "The Journal of Finance", "y": 1970, "v": "25", "i": "2", "pg": "383–417", "doi": "10.2307/2325486"},
{"s": "economics", "k": "article", "l": "en", "a": ["Black, Fischer", "Scholes, Myron"], "t": "The Pricing of Options and Corporate Liabilities", "ct": "Journal of Political Economy", "y": 1973, "v": "81", "i": "3", "pg": "637–654", "doi": "10.1086/260062"},
{"s": "economics", "k": "article", "l": "en", "a": ["Coase, R. H."], "t": "The Nature of the Firm", "ct": "Economica", "y": 1937, "v": "4", "i": "16", "pg": "386–405", "doi": "10.1111/j.1468-0335.1937.tb00002.x"},
{"s": "law", "k": "book", "a": ["Алексеев, С. С."], "t": "Общая теория права", "st": "в 2 т.", "c": "Москва", "p": "Юридическая литература", "y": 1981},
{"s": "law", "k": "book", "a": ["Алексеев, С. С."], "t": "Право: азбука – теория – философия", "st": "опыт комплексного исследования", "c": "Москва", "p": "Статут", "y": 1999},
{"s": "law", "k": "book", "a": ["Брагинский, М. И.", "Витрянский, В. В."], "t": "Договорное право. Книга первая: Общие положения", "c": "Москва", "p": "Статут", "y": 1997},
{"s": "law", "k": "book", "a": ["Иоффе, О. С."], "t": "Обязательственное право", "c": "Москва", "p": "Юридическая литература", "y": 1975},
{"s": "law", "k": "book", "l": "en", "a": ["Hart, H. L. A."], "t": "The Concept of Law", "c": "Oxford", "p": "Clarendon Press", "y": 1961},
{"s": "law", "k": "book", "l": "en", "a": ["Dworkin, Ronald"], "t": "Taking Rights Seriously", "c": "Cambridge, MA", "p": "Harvard University Press", "y": 1977},
{"s": "law", "k": "book", "l": "en", "a": ["Posner, Richard A."], "t": "Economic Analysis of Law", "c": "Boston", "p": "Little, Brown", "y": 1973},
{"s": "law", "k": "book", "l": "de", "a": ["Kelsen, Hans"], "t": "Reine Rechtslehre", "st": "Einleitung in die rechtswissenschaftliche Problematik", "c": "Leipzig ; Wien", "p": "Deuticke", "y": 1934},
{"s": "law", "k": "article", "l": "en", "a": ["Coase, R. H."], "t": "The Problem of Social Cost", "ct": "The Journal of Law and Economics", "y": 1960, "v": "3", "pg": "1–44", "doi": "10.1086/466560"},
{"s": "law", "k": "article", "l": "en", "a": ["Calabresi, Guido", "Melamed, A. Douglas"], "t": "Property Rules, Liability Rules, and Inalienability: One View of the Cathedral", "ct": "Harvard Law Review", "y": 1972, "v": "85", "i": "6", "pg": "1089–1128", "doi": "10.2307/1340059"},
{"s": "law", "k": "web", "t": "Конституция Российской Федерации", "st": "принята всенародным голосованием 12.12.1993", "ct": "КонсультантПлюс", "y": 1993, "url": "https://www.consultant.ru/document/cons_doc_LAW_28399/"},
{"s": "psychology", "k": "book", "a": ["Выготский, Л. С."], "t": "Мышление и речь", "c": "Москва ; Ленинград", "p": "Соцэкгиз", "y": 1934},
{"s": "psychology", "k": "book", "a": ["Леонтьев, А. Н."], "t": "Деятельность. Сознание. Личность", "c": "Москва", "p": "Политиздат", "y": 1975, "pg": "304"},
{"s": "psychology", "k": "book", "a": ["Рубинштейн, С. Л."], "t": "Основы общей психологии", "c": "Москва", "p": "Учпедгиз", "y": 1940},
{"s": "psychology", "k": "book", "a": ["Лурия, А. Р."], "t": "Основы нейропсихологии", "c": "Москва", "p": "Издательство Московского университета", "y": 1973},
{"s": "psychology", "k": "book", "a": ["Гиппенрейтер, Ю. Б."], "t": "Введение в общую психологию", "st": "курс лекций", "c": "Москва", "p": "Издательство Московского университета", "y": 1988},
{"s": "psychology", "k": "book", "a": ["Ильин, Е. П."], "t": "Мотивация и мотивы", "c": "Санкт-Петербург", "p": "Питер", "y": 2000},
{"s": "psychology", "k": "book", "a": ["Майерс, Д."], "t": "Социальная психология", "c": "Санкт-Петербург", "p": "Питер", "y": 1997},
{"s": "psychology", "k": "book", "a": ["Франкл, В."], "t": "Человек в поисках смысла", "c": "Москва", "p": "Прогресс", "y": 1990},
{"s": "psychology", "k": "book", "l": "en", "a": ["Kahneman, Daniel"], "t": "Thinking, Fast and Slow", "c": "New York", "p": "Farrar, Straus and Giroux", "y": 2011},
{"s": "psychology", "k": "book", "l": "en", "a": ["Festinger, Leon"], "t": "A Theory of Cognitive Dissonance", "c": "Evanston, IL", "p": "Row, Peterson", "y": 1957},
{"s": "psychology", "k": "article", "l": "en", "a": ["Miller, George A."], "t": "The Magical Number Seven, Plus or Minus Two: Some Limits on Our Capacity for Processing Information", "ct": "Psychological Review", "y": 1956, "v": "63", "i": "2", "pg": "81–97", "doi": "10.1037/h0043158"},
{"s": "psychology", "k": "article", "l": "en", "a": ["Maslow, A. H."], "t": "A Theory of Human Motivation", "ct": "Psychological Review", "y": 1943, "v": "50", "i": "4", "pg": "370–396", "doi": "10.1037/h0054346"},
{"s": "psychology", "k": "article", "l": "en", "a": ["Bandura, Albert"], "t": "Self-Efficacy: Toward a Unifying Theory of Behavioral Change", "ct": "Psychological Review", "y": 1977, "v": "84", "i": "2", "pg": "191–215", "doi": "10.1037/0033-295X.84.2.191"},
{"s": "psychology", "k": "article", "l": "en", "a": ["Milgram, Stanley"], "t": "Behavioral Study of Obedience", "ct": "The Journal of Abnormal and Social Psychology", "y": 1963, "v": "67", "i": "4", "pg": "371–378", "doi": "10.1037/h0040525"},
{"s": "psychology", "k": "article", "l": "en", "a": ["Tversky, Amos", "Kahneman, Daniel"], "t": "Judgment under Uncertainty: Heuristics and Biases", "ct": "Science", "y": 1974, "v": "185", "i": "4157", "pg": "1124–1131", "doi": "10.1126/science.185.4157.1124"},
{"s": "psychology", "k": "article", "l": "en", "a": ["Ryan, Richard M.", "Deci, Edward L."], "t": "Self-Determination Theory and the Facilitation of Intrinsic Motivation, Social Development, and Well-Being", "ct": "American Psychologist", "y": 2000, "v": "55", "i": "1", "pg": "68–78", "doi": "10.1037/0003-066X.55.1.68"},
{"s": "pedagogy", "k": "book", "a": ["Сластенин, В. А.", "Исаев, И. Ф.", "Шиянов, Е. Н."], "t": "Педагогика", "st": "учебное пособие для студентов высших педагогических учебных заведений", "c": "Москва", "p": "Академия", "y": 2002},
{"s": "pedagogy", "k": "book", "a": ["Подласый, И. П."], "t": "Педагогика", "st": "новый курс : учебник для студентов высших учебных заведений : в 2 кн.", "c": "Москва", "p": "Владос", "y": 1999},
{"s": "pedagogy", "k": "book", "a": ["Сухомлинский, В. А."], "t": "Сердце отдаю детям", "c": "Киев", "p": "Радянська школа", "y": 1969},
{"s": "pedagogy", "k": "book", "a": ["Давыдов, В. В."], "t": "Виды обобщения в обучении", "st": "логико-психологические проблемы построения учебных предметов", "c": "Москва", "p": "Педагогика", "y": 1972},
{"s": "pedagogy", "k": "book", "a": ["Бабанский, Ю. К."], "t": "Оптимизация процесса обучения", "st": "общедидактический аспект", "c": "Москва", "p": "Педагогика", "y": 1977},
{"s": "pedagogy", "k": "book", "l": "en", "a": ["Dewey, John"], "t": "Democracy and Education: An Introduction to the Philosophy of Education", "c": "New York", "p": "Macmillan", "y": 1916},
{"s": "pedagogy", "k": "book", "l": "en", "a": ["Freire, Paulo"], "t": "Pedagogy of the Oppressed", "c": "New York", "p": "Herder and Herder", "y": 1970},
{"s": "pedagogy", "k": "book", "l": "en", "a": ["Hattie, John"], "t": "Visible Learning: A Synthesis of Over 800 Meta-Analyses Relating to Achievement", "c": "London", "p": "Routledge", "y": 2009},
{"s": "pedagogy", "k": "article", "l": "en", "a": ["Bloom, Benjamin S."], "t": "The 2 Sigma Problem: The Search for Methods of Group Instruction as Effective as One-to-One Tutoring", "ct": "Educational Researcher", "y": 1984, "v": "13", "i": "6", "pg": "4–16", "doi": "10.3102/0013189X013006004"},
{"s": "pedagogy", "k": "article", "l": "en", "a": ["Black, Paul", "Wiliam, Dylan"], "t": "Assessment and Classroom Learning", "ct": "Assessment in Education: Principles, Policy & Practice", "y": 1998, "v": "5", "i": "1", "pg": "7–74", "doi": "10.1080/0969595980050102"},
{"s": "pedagogy", "k": "article", "l": "en", "a": ["Sweller, John"], "t": "Cognitive Load During Problem Solving: Effects on Learning", "ct": "Cognitive Science", "y": 1988, "v": "12", "i": "2", "pg": "257–285", "doi": "10.1207/s15516709cog1202_4"},
{"s": "pedagogy", "k": "article", "l": "en", "a": ["Hattie, John", "Timperley, Helen"], "t": "The Power of Feedback", "ct": "Review of Educational Research", "y": 2007, "v": "77", "i": "1", "pg": "81–112", "doi": "10.3102/003465430298487"},
{"s": "sociology", "k": "book", "a": ["Вебер, М."], "t": "Избранные произведения", "c": "Москва", "p": "Прогресс", "y": 1990},
{"s": "sociology", "k": "book", "a": ["Дюркгейм, Э."], "t": "О разделении общественного труда. Метод социологии", "c": "Москва", "p": "Наука", "y": 1991},
{"s": "sociology", "k": "book", "a": ["Бергер, П.", "Лукман, Т."], "t": "Социальное конструирование реальности", "st": "трактат по социологии знания", "c": "Москва", "p": "Медиум", "y": 1995},
{"s": "sociology", "k": "book", "a": ["Гидденс, Э."], "t": "Социология", "c": "Москва", "p": "Эдиториал УРСС", "y": 1999},
{"s": "sociology", "k": "book", "a": ["Сорокин, П. А."], "t": "Человек. Цивилизация. Общество", "c": "Москва", "p": "Политиздат", "y": 1992},
{"s": "sociology", "k": "book", "a": ["Ядов, В. А."], "t": "Стратегия социологического исследования", "st": "описание, объяснение, понимание социальной реальности", "c": "Москва", "p": "Добросвет", "y": 1998},
{"s": "sociology", "k": "book", "a": ["Кастельс, М."], "t": "Информационная эпоха: экономика, общество и культура", "c": "Москва", "p": "ГУ ВШЭ", "y": 2000},
{"s": "sociology", "k": "book", "l": "en", "a": ["Putnam, Robert D."], "t": "Bowling Alone: The Collapse and Revival of American Community", "c": "New York", "p": "Simon & Schuster", "y": 2000},
{"s": "sociology", "k": "book", "l": "en", "a": ["Castells, Manuel"], "t": "The Rise of the Network Society", "c": "Malden, MA", "p": "Blackwell", "y": 1996},
{"s": "sociology", "k": "book", "l": "fr", "a": ["Bourdieu, Pierre"], "t": "La Distinction", "st": "critique sociale du jugement", "c": "Paris", "p": "Minuit", "y": 1979},
{"s": "sociology", "k": "article", "l": "en", "a": ["Granovetter, Mark S."], "t": "The Strength of Weak Ties", "ct": "American Journal of Sociology", "y": 1973, "v": "78", "i": "6", "pg": "1360–1380", "doi": "10.1086/225469"},
{"s": "sociology", "k": "article", "l": "en", "a": ["Coleman, James S."], "t": "Social Capital in the Creation of Human Capital", "ct": "American Journal of Sociology", "y": 1988, "v": "94", "pg": "S95–S120", "doi": "10.1086/228943"},
{"s": "sociology", "k": "article", "l": "en", "a": ["DiMaggio, Paul J.", "Powell, Walter W."], "t": "The Iron Cage Revisited: Institutional Isomorphism and Collective Rationality in Organizational Fields", "ct": "American Sociological Review", "y": 1983, "v": "48", "i": "2", "pg": "147–160", "doi": "10.2307/2095101"},
{"s": "sociology", "k": "article", "l": "en", "a": ["Merton, Robert K."], "t": "Social Structure and Anomie", "ct": "American Sociological Review", "y": 1938, "v": "3", "i": "5", "pg": "672–682", "doi": "10.2307/2084686"},
{"s": "philosophy", "k": "book", "a": ["Спиркин, А. Г."], "t": "Философия", "st": "учебник", "c": "Москва", "p": "Гардарики", "y": 1998},
{"s": "philosophy", "k": "book", "a": ["Бердяев, Н. А."], "t": "Смысл истории", "c": "Берлин", "p": "Обелиск", "y": 1923},
{"s": "philosophy", "k": "book", "a": ["Мамардашвили, М. К."], "t": "Как я понимаю философию", "c": "Москва", "p": "Прогресс", "y": 1990},
{"s": "philosophy", "k": "book", "a": ["Хайдеггер, М."], "t": "Бытие и время", "c": "Москва", "p": "Ad Marginem", "y": 1997},
{"s": "philosophy", "k": "book", "a": ["Кун, Т."], "t": "Структура научных революций", "c": "Москва", "p": "Прогресс", "y": 1975},
{"s": "philosophy", "k": "book", "l": "en", "a": ["Kuhn, Thomas S."], "t": "The Structure of Scientific Revolutions", "c": "Chicago", "p": "University of Chicago Press", "y": 1962},
{"s": "philosophy", "k": "book", "l": "en", "a": ["Popper, Karl R."], "t": "The Open Society and Its Enemies", "c": "London", "p": "Routledge", "y": 1945},
{"s": "philosophy", "k": "book", "l": "en", "a": ["Wittgenstein, Ludwig"], "t": "Philosophical Investigations", "c": "Oxford", "p": "Blackwell", "y": 1953},
{"s": "philosophy", "k": "book", "l": "en", "a": ["Rawls, John"], "t": "A Theory of Justice", "c": "Cambridge, MA", "p": "Belknap Press of Harvard University Press", "y": 1971},
{"s": "philosophy", "k": "article", "l": "en", "a": ["Gettier, Edmund L."], "t": "Is Justified True Belief Knowledge?", "ct": "Analysis", "y": 1963, "v": "23", "i": "6", "pg": "121–123", "doi": "10.1093/analys/23.6.121"},
{"s": "philosophy", "k": "article", "l": "en", "a": ["Nagel, Thomas"], "t": "What Is It Like to Be a Bat?", "ct": "The Philosophical Review", "y": 1974, "v": "83", "i": "4", "pg": "435–450", "doi": "10.2307/2183914"},
{"s": "philosophy", "k": "article", "l": "en", "a": ["Searle, John R."], "t": "Minds, Brains, and Programs", "ct": "Behavioral and Brain Sciences", "y": 1980, "v": "3", "i": "3", "pg": "417–424", "doi": "10.1017/S0140525X00005756"},
{"s": "philosophy", "k": "article", "l": "en", "a": ["Quine, W. V."], "t": "Two Dogmas of Empiricism", "ct": "The Philosophical Review", "y": 1951, "v": "60", "i": "1", "pg": "20–43", "doi": "10.2307/2181906"},
{"s": "philosophy", "k": "web", "l": "en", "a": ["Van Gulick, Robert"], "t": "Consciousness", "ct": "The Stanford Encyclopedia of Philosophy", "y": 2004, "url": "https://plato.stanford.edu/entries/consciousness/"},
{"s": "philosophy", "k": "web", "l": "en", "a": ["Hájek, Alan"], "t": "Interpretations of Probability", "ct": "The Stanford Encyclopedia of Philosophy", "y": 2002, "url": "https://plato.stanford.edu/entries/probability-interpret/"},
{"s": "literature", "k": "book", "a": ["Бахтин, М. М."], "t": "Проблемы поэтики Достоевского", "c": "Москва", "p": "Советский писатель", "y": 1963},
{"s": "literature", "k": "book", "a": ["Лотман, Ю. М."], "t": "Структура художественного текста", "c": "Москва", "p": "Искусство", "y": 1970},
{"s": "literature", "k": "book", "a": ["Лотман, Ю. М."], "t": "Беседы о русской культуре", "st": "быт и традиции русского дворянства (XVIII – начало XIX века)", "c": "Санкт-Петербург", "p": "Искусство-СПБ", "y": 1994},
{"s": "literature", "k": "book", "a": ["Пропп, В. Я."], "t": "Морфология сказки", "c": "Ленинград", "p": "Academia", "y": 1928},
{"s": "literature", "k": "book", "a": ["Лихачёв, Д. С."], "t": "Поэтика древнерусской литературы", "c": "Ленинград", "p": "Наука", "y": 1967},
{"s": "literature", "k": "book", "a": ["Гинзбург, Л. Я."], "t": "О лирике", "c": "Ленинград", "p": "Советский писатель", "y": 1964},
{"s": "literature", "k": "book", "a": ["Тынянов, Ю. Н."], "t": "Архаисты и новаторы", "c": "Ленинград", "p": "Прибой", "y": 1929},
{"s": "literature", "k": "book", "a": ["Набоков, В. В."], "t": "Лекции по русской литературе", "c": "Москва", "p": "Независимая газета", "y": 1996},
{"s": "literature", "k": "book", "l": "en", "a": ["Wellek, René", "Warren, Austin"], "t": "Theory of Literature", "c": "New York", "p": "Harcourt, Brace", "y": 1949},
{"s": "literature", "k": "book", "l": "en", "a": ["Eagleton, Terry"], "t": "Literary Theory: An Introduction", "c": "Oxford", "p": "Blackwell", "y": 1983},
{"s": "literature", "k": "chapter", "l": "en", "a": ["Jakobson, Roman"], "t": "Linguistics and Poetics", "ct": "Style in Language", "c": "Cambridge, MA", "p": "MIT Press", "y": 1960, "pg": "350–377"},
{"s": "biology", "k": "book", "a": ["Тимофеев-Ресовский, Н. В.", "Воронцов, Н. Н.", "Яблоков, А. В."], "t": "Краткий очерк теории эволюции", "c": "Москва", "p": "Наука", "y": 1969},
{"s": "biology", "k": "book", "a": ["Шмальгаузен, И. И."], "t": "Факторы эволюции", "st": "теория стабилизирующего отбора", "c": "Москва ; Ленинград", "p": "Издательство АН СССР", "y": 1946},
{"s": "biology", "k": "book", "a": ["Грин, Н.", "Стаут, У.", "Тейлор, Д."], "t": "Биология", "st": "в 3 т.", "c": "Москва", "p": "Мир", "y": 1990},
{"s": "biology", "k": "book", "a": ["Докинз, Р."], "t": "Эгоистичный ген", "c": "Москва", "p": "Мир", "y": 1993},
{"s": "biology", "k": "book", "l": "en", "a": ["Dawkins, Richard"], "t": "The Selfish Gene", "c": "Oxford", "p": "Oxford University Press", "y": 1976},
{"s": "biology", "k": "book", "l": "en", "a": ["Alberts, Bruce", "Johnson, Alexander", "Lewis, Julian", "Raff, Martin", "Roberts, Keith", "Walter, Peter"], "t": "Molecular Biology of the Cell", "ed": "4th ed.", "c": "New York", "p": "Garland Science", "y": 2002},
{"s": "biology", "k": "book", "l": "en", "a": ["Campbell, Neil A.", "Reece, Jane B.", "Urry, Lisa A.", "Cain, Michael L.", "Wasserman, Steven A.", "Minorsky, Peter V.", "Jackson, Robert B."], "t": "Biology", "ed": "8th ed.", "c": "San Francisco", "p": "Pearson Benjamin Cummings", "y": 2008},
{"s": "biology", "k": "article", "l": "en", "a": ["Watson, J. D.", "Crick, F. H. C."], "t": "Molecular Structure of Nucleic Acids: A Structure for Deoxyribose Nucleic Acid", "ct": "Nature", "y": 1953, "v": "171", "i": "4356", "pg": "737–738", "doi": "10.1038/171737a0"},
{"s": "biology", "k": "article", "l": "en", "a": ["Sanger, F.", "Nicklen, S.", "Coulson, A. R."], "t": "DNA Sequencing with Chain-Terminating Inhibitors", "ct": "Proceedings of the National Academy of Sciences", "y": 1977, "v": "74", "i": "12", "pg": "5463–5467", "doi": "10.1073/pnas.74.12.5463"},
{"s": "biology", "k": "article", "l": "en", "a": ["Jinek, Martin", "Chylinski, Krzysztof", "Fonfara, Ines", "Hauer, Michael", "Doudna, Jennifer A.", "Charpentier, Emmanuelle"], "t": "A Programmable Dual-RNA–Guided DNA Endonuclease in Adaptive Bacterial Immunity", "ct": "Science", "y": 2012, "v": "337", "i": "6096", "pg": "816–821", "doi": "10.1126/science.1225829"},
{"s": "biology", "k": "article", "l": "en", "a": ["Takahashi, Kazutoshi", "Yamanaka, Shinya"], "t": "Induction of Pluripotent Stem Cells from Mouse Embryonic and Adult Fibroblast Cultures by Defined Factors", "ct": "Cell", "y": 2006, "v": "126", "i": "4", "pg": "663–676", "doi": "10.1016/j.cell.2006.07.024"},
{"s": "ecology", "k": "book", "a": ["Вернадский, В. И."], "t": "Биосфера", "c": "Ленинград", "p": "Научное химико-техническое издательство", "y": 1926},
{"s": "ecology", "k": "book", "a": ["Одум, Ю."], "t": "Экология", "st": "в 2 т.", "c": "Москва", "p": "Мир", "y": 1986},
{"s": "ecology", "k": "book", "a": ["Бигон, М.", "Харпер, Дж.", "Таунсенд, К."], "t": "Экология: особи, популяции и сообщества", "st": "в 2 т.", "c": "Москва", "p": "Мир", "y": 1989},
{"s": "ecology", "k": "book", "a": ["Коммонер, Б."], "t": "Замыкающийся круг", "c": "Ленинград", "p": "Гидрометеоиздат", "y": 1974},
{"s": "ecology", "k": "book", "a": ["Реймерс, Н. Ф."], "t": "Природопользование", "st": "словарь-справочник", "c": "Москва", "p": "Мысль", "y": 1990},
{"s": "ecology", "k": "book", "l": "en", "a": ["Odum, Eugene P."], "t": "Fundamentals of Ecology", "c": "Philadelphia", "p": "Saunders", "y": 1953},
{"s": "ecology", "k": "book", "l": "en", "a": ["Carson, Rachel"], "t": "Silent Spring", "c": "Boston", "p": "Houghton Mifflin", "y": 1962},
{"s": "ecology", "k": "book", "l": "en", "a": ["Meadows, Donella H.", "Meadows, Dennis L.", "Randers, Jørgen", "Behrens, William W."], "t": "The Limits to Growth", "c": "New York", "p": "Universe Books", "y": 1972},
{"s": "ecology", "k": "book", "l": "en", "t": "Climate Change 2023: Synthesis Report", "st": "Contribution of Working Groups I, II and III to the Sixth Assessment Report of the Intergovernmental Panel on Climate Change", "c": "Geneva", "p": "IPCC", "y": 2023, "doi": "10.59327/IPCC/AR6-9789291691647"},
{"s": "ecology", "k": "article", "l": "en", "a": ["Hardin, Garrett"], "t": "The Tragedy of the Commons", "ct": "Science", "y": 1968, "v": "162", "i": "3859", "pg": "1243–1248", "doi": "10.1126/science.162.3859.1243"},
{"s": "ecology", "k": "article", "l": "en", "a": ["Rockström, Johan", "Steffen, Will", "Noone, Kevin", "Persson, Åsa"], "t": "A Safe Operating Space for Humanity", "ct": "Nature", "y": 2009, "v": "461", "i": "7263", "pg": "472–475", "doi": "10.1038/461472a"},
{"s": "ecology", "k": "article", "l": "en", "a": ["Costanza, Robert", "d'Arge, Ralph", "de Groot, Rudolf", "Farber, Stephen"], "t": "The Value of the World's Ecosystem Services and Natural Capital", "ct": "Nature", "y": 1997, "v": "387", "i": "6630", "pg": "253–260", "doi": "10.1038/387253a0"},
{"s": "ecology", "k": "article", "l": "en", "a": ["Myers, Norman", "Mittermeier, Russell A.", "Mittermeier, Cristina G.", "da Fonseca, Gustavo A. B.", "Kent, Jennifer"], "t": "Biodiversity Hotspots for Conservation Priorities", "ct": "Nature", "y": 2000, "v": "403", "i": "6772", "pg": "853–858", "doi": "10.1038/35002501"},
{"s": "ecology", "k": "article", "l": "en", "a": ["Molina, Mario J.", "Rowland, F. S."], "t": "Stratospheric Sink for Chlorofluoromethanes: Chlorine Atom-Catalysed Destruction of Ozone", "ct": "Nature", "y": 1974, "v": "249", "i": "5460", "pg": "810–812", "doi": "10.1038/249810a0"},
{"s": "medicine", "k": "book", "a": ["Струков, А. И.", "Серов, В. В."], "t": "Патологическая анатомия", "st": "учебник", "c": "Москва", "p": "Медицина", "y": 1979},
{"s": "medicine", "k": "book", "l": "en", "a": ["Guyton, Arthur C.", "Hall, John E."], "t": "Textbook of Medical Physiology", "ed": "11th ed.", "c": "Philadelphia", "p": "Elsevier Saunders", "y": 2006},
{"s": "medicine", "k": "book", "l": "en", "a": ["Kumar, Vinay", "Abbas, Abul K.", "Fausto, Nelson", "Aster, Jon C."], "t": "Robbins and Cotran Pathologic Basis of Disease", "ed": "8th ed.", "c": "Philadelphia", "p": "Saunders Elsevier", "y": 2010},
{"s": "medicine", "k": "article", "l": "en", "a": ["Fleming, Alexander"], "t": "On the Antibacterial Action of Cultures of a Penicillium, with Special Reference to Their Use in the Isolation of B. influenzæ", "ct": "British Journal of Experimental Pathology", "y": 1929, "v": "10", "i": "3", "pg": "226–236"},
{"s": "medicine", "k": "article", "l": "en", "a": ["Doll, Richard", "Hill, A. Bradford"], "t": "Smoking and Carcinoma of the Lung: Preliminary Report", "ct": "British Medical Journal", "y": 1950, "v": "2", "i": "4682", "pg": "739–748", "doi": "10.1136/bmj.2.4682.739"},
{"s": "medicine", "k": "article", "l": "en", "a": ["Sackett, David L.", "Rosenberg, William M. C.", "Gray, J. A. Muir", "Haynes, R. Brian", "Richardson, W. Scott"], "t": "Evidence Based Medicine: What It Is and What It Isn't", "ct": "BMJ", "y": 1996, "v": "312", "i": "7023", "pg": "71–72", "doi": "10.1136/bmj.312.7023.71"},
{"s": "medicine", "k": "article", "l": "en", "a": ["Engel, George L."], "t": "The Need for a New Medical Model: A Challenge for Biomedicine", "ct": "Science", "y": 1977, "v": "196", "i": "4286", "pg": "129–136", "doi": "10.1126/science.847460"},
{"s": "medicine", "k": "article", "l": "en", "a": ["Zhu, Na", "Zhang, Dingyu", "Wang, Wenling", "Li, Xingwang"], "t": "A Novel Coronavirus from Patients with Pneumonia in China, 2019", "ct": "The New England Journal of Medicine", "y": 2020, "v": "382", "i": "8", "pg": "727–733", "doi": "10.1056/NEJMoa2001017"},
{"s": "medicine", "k": "article", "l": "en", "a": ["Polack, Fernando P.", "Thomas, Stephen J.", "Kitchin, Nicholas", "Absalon, Judith"], "t": "Safety and Efficacy of the BNT162b2 mRNA Covid-19 Vaccine", "ct": "The New England Journal of Medicine", "y": 2020, "v": "383", "i": "27", "pg": "2603–2615", "doi": "10.1056/NEJMoa2034577"},
{"s": "physics", "k": "book", "a": ["Ландау, Л. Д.", "Лифшиц, Е. М."], "t": "Механика", "ed": "4-е изд., испр.", "c": "Москва", "p": "Наука", "y": 1988},
{"s": "physics", "k": "book", "a": ["Савельев, И. В."], "t": "Курс общей физики", "st": "в 3 т.", "ed": "2-е изд., перераб.", "c": "Москва", "p": "Наука", "y": 1982},
{"s": "physics", "k": "book", "a": ["Сивухин, Д. В."], "t": "Общий курс физики. Т. 1. Механика", "c": "Москва", "p": "Наука", "y": 1979},
{"s": "physics", "k": "book", "a": ["Фейнман, Р.", "Лейтон, Р.", "Сэндс, М."], "t": "Фейнмановские лекции по физике", "c": "Москва", "p": "Мир", "y": 1965},
{"s": "physics", "k": "book", "l": "en", "a": ["Feynman, Richard P.", "Leighton, Robert B.", "Sands, Matthew"], "t": "The Feynman Lectures on Physics", "c": "Reading, MA", "p": "Addison-Wesley", "y": 1963},
{"s": "physics", "k": "book", "l": "en", "a": ["Griffiths, David J."], "t": "Introduction to Electrodynamics", "ed": "3rd ed.", "c": "Upper Saddle River, NJ", "p": "Prentice Hall", "y": 1999},
{"s": "physics", "k": "book", "l": "en", "a": ["Hawking, Stephen"], "t": "A Brief History of Time: From the Big Bang to Black Holes", "c": "New York", "p": "Bantam Books", "y": 1988},
{"s": "physics", "k": "article", "l": "de", "a": ["Einstein, A."], "t": "Zur Elektrodynamik bewegter Körper", "ct": "Annalen der Physik", "y": 1905, "v": "322", "i": "10", "pg": "891–921", "doi": "10.1002/andp.19053221004"},
{"s": "physics", "k": "article", "l": "en", "a": ["Einstein, A.", "Podolsky, B.", "Rosen, N."], "t": "Can Quantum-Mechanical Description of Physical Reality Be Considered Complete?", "ct": "Physical Review", "y": 1935, "v": "47", "i": "10", "pg": "777–780", "doi": "10.1103/PhysRev.47.777"},
{"s": "physics", "k": "article", "l": "en", "a": ["Higgs, Peter W."], "t": "Broken Symmetries and the Masses of Gauge Bosons", "ct": "Physical Review Letters", "y": 1964, "v": "13", "i": "16", "pg": "508–509", "doi": "10.1103/PhysRevLett.13.508"},
{"s": "physics", "k": "article", "l": "en", "a": ["Novoselov, K. S.", "Geim, A. K.", "Morozov, S. V.", "Jiang, D."], "t": "Electric Field Effect in Atomically Thin Carbon Films", "ct": "Science", "y": 2004, "v": "306", "i": "5696", "pg": "666–669", "doi": "10.1126/science.1102896"},
{"s": "physics", "k": "article", "l": "en", "a": ["Bell, J. S."], "t": "On the Einstein Podolsky Rosen Paradox", "ct": "Physics Physique Fizika", "y": 1964, "v": "1", "i": "3", "pg": "195–200", "doi": "10.1103/PhysicsPhysiqueFizika.1.195"},
{"s": "physics", "k": "article", "l": "en", "a": ["Abbott, B. P.", "Abbott, R.", "Abbott, T. D.", "Abernathy, M. R."], "t": "Observation of Gravitational Waves from a Binary Black Hole Merger", "ct": "Physical Review Letters", "y": 2016, "v": "116", "i": "6", "doi": "10.1103/PhysRevLett.116.061102"},
{"s": "chemistry", "k": "book", "a": ["Глинка, Н. Л."], "t": "Общая химия", "st": "учебное пособие для вузов", "c": "Ленинград", "p": "Химия", "y": 1988},
{"s": "chemistry", "k": "book", "a": ["Ахметов, Н. С."], "t": "Общая и неорганическая химия", "c": "Москва", "p": "Высшая школа", "y": 1981},
{"s": "chemistry", "k": "book", "l": "en", "a": ["Atkins, Peter", "de Paula, Julio"], "t": "Atkins' Physical Chemistry", "ed": "8th ed.", "c": "Oxford", "p": "Oxford University Press", "y": 2006},
{"s": "chemistry", "k": "book", "l": "en", "a": ["Clayden, Jonathan", "Greeves, Nick", "Warren, Stuart", "Wothers, Peter"], "t": "Organic Chemistry", "c": "Oxford", "p": "Oxford University Press", "y": 2001},
{"s": "chemistry", "k": "book", "l": "en", "a": ["Pauling, Linus"], "t": "The Nature of the Chemical Bond and the Structure of Molecules and Crystals", "c": "Ithaca, NY", "p": "Cornell University Press", "y": 1939},
{"s": "chemistry", "k": "article", "l": "en", "a": ["Lewis, Gilbert N."], "t": "The Atom and the Molecule", "ct": "Journal of the American Chemical Society", "y": 1916, "v": "38", "i": "4", "pg": "762–785", "doi": "10.1021/ja02261a002"},
{"s": "chemistry", "k": "article", "l": "en", "a": ["Kroto, H. W.", "Heath, J. R.", "O'Brien, S. C.", "Curl, R. F.", "Smalley, R. E."], "t": "C60: Buckminsterfullerene", "ct": "Nature", "y": 1985, "v": "318", "i": "6042", "pg": "162–163", "doi": "10.1038/318162a0"},
{"s": "chemistry", "k": "article", "l": "en", "a": ["Kolb, Hartmuth C.", "Finn, M. G.", "Sharpless, K. Barry"], "t": "Click Chemistry: Diverse Chemical Function from a Few Good Reactions", "ct": "Angewandte Chemie International Edition", "y": 2001, "v": "40", "i": "11", "pg": "2004–2021", "doi": "10.1002/1521-3773(20010601)40:11<2004::AID-ANIE2004>3.0.CO;2-5"},
{"s": "mathematics", "k": "book", "a": ["Фихтенгольц, Г. М."], "t": "Курс дифференциального и интегрального исчисления", "st": "в 3 т.", "ed": "7-е изд.", "c": "Москва", "p": "Наука", "y": 1969},
{"s": "mathematics", "k": "book", "a": ["Колмогоров, А. Н.", "Фомин, С. В."], "t": "Элементы теории функций и функционального анализа", "ed": "4-е изд., перераб.", "c": "Москва", "p": "Наука", "y": 1976},
{"s": "mathematics", "k": "book", "a": ["Гмурман, В. Е."], "t": "Теория вероятностей и математическая статистика", "st": "учебное пособие для вузов", "ed": "9-е изд., стер.", "c": "Москва", "p": "Высшая школа", "y": 2003},
{"s": "mathematics", "k": "book", "a": ["Ильин, В. А.", "Позняк, Э. Г."], "t": "Линейная алгебра", "c": "Москва", "p": "Наука", "y": 1974},
{"s": "mathematics", "k": "book", "a": ["Колмогоров, А. Н."], "t": "Основные понятия теории вероятностей", "c": "Москва ; Ленинград", "p": "ОНТИ", "y": 1936},
{"s": "mathematics", "k": "book", "l": "de", "a": ["Kolmogoroff, A."], "t": "Grundbegriffe der Wahrscheinlichkeitsrechnung", "c": "Berlin", "p": "Springer", "y": 1933},
{"s": "mathematics", "k": "book", "l": "en", "a": ["Courant, Richard", "Robbins, Herbert"], "t": "What Is Mathematics? An Elementary Approach to Ideas and Methods", "c": "New York", "p": "Oxford University Press", "y": 1941},
{"s": "mathematics", "k": "article", "l": "en", "a": ["Nash, John F."], "t": "Equilibrium Points in n-Person Games", "ct": "Proceedings of the National Academy of Sciences", "y": 1950, "v": "36", "i": "1", "pg": "48–49", "doi": "10.1073/pnas.36.1.48"},
{"s": "mathematics", "k": "article", "l": "en", "a": ["Cooley, James W.", "Tukey, John W."], "t": "An Algorithm for the Machine Calculation of Complex Fourier Series", "ct": "Mathematics of Computation", "y": 1965, "v": "19", "i": "90", "pg": "297–301", "doi": "10.1090/S0025-5718-1965-0178586-1"},
{"s": "mathematics", "k": "article", "l": "en", "a": ["Diffie, Whitfield", "Hellman, Martin E."], "t": "New Directions in Cryptography", "ct": "IEEE Transactions on Information Theory", "y": 1976, "v": "22", "i": "6", "pg": "644–654", "doi": "10.1109/TIT.1976.1055638"},
{"s": "mathematics", "k": "thesis", "l": "en", "a": ["Nash, John Forbes"], "t": "Non-Cooperative Games", "st": "PhD thesis", "c": "Princeton", "p": "Princeton University", "y": 1950},
{"s": "computer-science", "k": "book", "a": ["Кормен, Т.", "Лейзерсон, Ч.", "Ривест, Р.", "Штайн, К."], "t": "Алгоритмы: построение и анализ", "ed": "2-е изд.", "c": "Москва", "p": "Вильямс", "y": 2005},
{"s": "computer-science", "k": "book", "a": ["Таненбаум, Э."], "t": "Современные операционные системы", "ed": "3-е изд.", "c": "Санкт-Петербург", "p": "Питер", "y": 2010},
{"s": "computer-science", "k": "book", "a": ["Вирт, Н."], "t": "Алгоритмы + структуры данных = программы", "c": "Москва", "p": "Мир", "y": 1985},
{"s": "computer-science", "k": "book", "l": "en", "a": ["Knuth, Donald E."], "t": "The Art of Computer Programming. Vol. 1: Fundamental Algorithms", "c": "Reading, MA", "p": "Addison-Wesley", "y": 1968},
{"s": "computer-science", "k": "book", "l": "en", "a": ["Cormen, Thomas H.", "Leiserson, Charles E.", "Rivest, Ronald L.", "Stein, Clifford"], "t": "Introduction to Algorithms", "ed": "3rd ed.", "c": "Cambridge, MA", "p": "MIT Press", "y": 2009},
{"s": "computer-science", "k": "book", "l": "en", "a": ["Goodfellow, Ian", "Bengio, Yoshua", "Courville, Aaron"], "t": "Deep Learning", "c": "Cambridge, MA", "p": "MIT Press", "y": 2016},
{"s": "computer-science", "k": "book", "l": "en", "a": ["Russell, Stuart J.", "Norvig, Peter"], "t": "Artificial Intelligence: A Modern Approach", "ed": "3rd ed.", "c": "Upper Saddle River, NJ", "p": "Prentice Hall", "y": 2010},
{"s": "computer-science", "k": "book", "l": "en", "a": ["Gamma, Erich", "Helm, Richard", "Johnson, Ralph", "Vlissides, John"], "t": "Design Patterns: Elements of Reusable Object-Oriented Software", "c": "Reading, MA", "p": "Addison-Wesley", "y": 1994},
{"s": "computer-science", "k": "book", "l": "en", "a": ["Brooks, Frederick P."], "t": "The Mythical Man-Month: Essays on Software Engineering", "c": "Reading, MA", "p": "Addison-Wesley", "y": 1975},
{"s": "computer-science", "k": "article", "l": "en", "a": ["Turing, A. M."], "t": "On Computable Numbers, with an Application to the Entscheidungsproblem", "ct": "Proceedings of the London Mathematical Society", "y": 1937, "v": "s2-42", "i": "1", "pg": "230–265", "doi": "10.1112/plms/s2-42.1.230"},
{"s": "computer-science", "k": "article", "l": "en", "a": ["Turing, A. M."], "t": "Computing Machinery and Intelligence", "ct": "Mind", "y": 1950, "v": "59", "i": "236", "pg": "433–460", "doi": "10.1093/mind/LIX.236.433"},
{"s": "computer-science", "k": "article", "l": "en", "a": ["Shannon, C. E."], "t": "A Mathematical Theory of Communication", "ct": "The Bell System Technical Journal", "y": 1948, "v": "27", "i": "3", "pg": "379–423", "doi": "10.1002/j.1538-7305.1948.tb01338.x"},
{"s": "computer-science", "k": "article", "l": "en", "a": ["Codd, E. F."], "t": "A Relational Model of Data for Large Shared Data Banks", "ct": "Communications of the ACM", "y": 1970, "v": "13", "i": "6", "pg": "377–387", "doi": "10.1145/362384.362685"},
{"s": "computer-science", "k": "article", "l": "en", "a": ["Dijkstra, E. W."], "t": "A Note on Two Problems in Connexion with Graphs", "ct": "Numerische Mathematik", "y": 1959, "v": "1", "i": "1", "pg": "269–271", "doi": "10.1007/BF01386390"},
{"s": "computer-science", "k": "article", "l": "en", "a": ["Rivest, R. L.", "Shamir, A.", "Adleman, L."], "t": "A Method for Obtaining Digital Signatures and Public-Key Cryptosystems", "ct": "Communications of the ACM", "y": 1978, "v": "21", "i": "2", "pg": "120–126", "doi": "10.1145/359340.359342"},
{"s": "computer-science", "k": "article", "l": "en", "a": ["LeCun, Yann", "Bengio, Yoshua", "Hinton, Geoffrey"], "t": "Deep Learning", "ct": "Nature", "y": 2015, "v": "521", "i": "7553", "pg": "436–444", "doi": "10.1038/nature14539"},
{"s": "computer-science", "k": "article", "l": "en", "a": ["Vaswani, Ashish", "Shazeer, Noam", "Parmar, Niki", "Uszkoreit, Jakob", "Jones, Llion", "Gomez, Aidan N.", "Kaiser, Łukasz", "Polosukhin, Illia"], "t": "Attention Is All You Need", "ct": "Advances in Neural Information Processing Systems", "y": 2017, "v": "30", "pg": "5998–6008", "url": "https://proceedings.neurips.cc/paper/2017/hash/3f5ee243547dee91fbd053c1c4a845aa-Abstract.html"},
{"s": "computer-science", "k": "article", "l": "en", "a": ["He, Kaiming", "Zhang, Xiangyu", "Ren, Shaoqing", "Sun, Jian"], "t": "Deep Residual Learning for Image Recognition", "ct": "2016 IEEE Conference on Computer Vision and Pattern Recognition (CVPR)", "y": 2016, "pg": "770–778", "doi": "10.1109/CVPR.2016.90"},
{"s": "management", "k": "book", "a": ["Мескон, М. Х.", "Альберт, М.", "Хедоури, Ф."], "t": "Основы менеджмента", "c": "Москва", "p": "Дело", "y": 1992, "pg": "702"},
{"s": "management", "k": "book", "a": ["Друкер, П. Ф."], "t": "Задачи менеджмента в XXI веке", "c": "Москва", "p": "Вильямс", "y": 2000},
{"s": "management", "k": "book", "a": ["Виханский, О. С.", "Наумов, А. И."], "t": "Менеджмент", "st": "учебник", "c": "Москва", "p": "Высшая школа", "y": 1994},
{"s": "management", "k": "book", "a": ["Ансофф, И."], "t": "Стратегическое управление", "c": "Москва", "p": "Экономика", "y": 1989},
{"s": "management", "k": "book", "l": "en", "a": ["Drucker, Peter F."], "t": "The Practice of Management", "c": "New York", "p": "Harper & Row", "y": 1954},
{"s": "management", "k": "book", "l": "en", "a": ["Porter, Michael E."], "t": "Competitive Strategy: Techniques for Analyzing Industries and Competitors", "c": "New York", "p": "Free Press", "y": 1980},
{"s": "management", "k": "book", "l": "en", "a": ["Porter, Michael E."], "t": "Competitive Advantage: Creating and Sustaining Superior Performance", "c": "New York", "p": "Free Press", "y": 1985},
{"s": "management", "k": "book", "l": "en", "a": ["Mintzberg, Henry"], "t": "The Structuring of Organizations", "c": "Englewood Cliffs, NJ", "p": "Prentice-Hall", "y": 1979},
{"s": "management", "k": "book", "l": "en", "a": ["Collins, Jim"], "t": "Good to Great: Why Some Companies Make the Leap... and Others Don't", "c": "New York", "p": "HarperBusiness", "y": 2001},
{"s": "management", "k": "article", "l": "en", "a": ["Jensen, Michael C.", "Meckling, William H."], "t": "Theory of the Firm: Managerial Behavior, Agency Costs and Ownership Structure", "ct": "Journal of Financial Economics", "y": 1976, "v": "3", "i": "4", "pg": "305–360", "doi": "10.1016/0304-405X(76)90026-X"},
{"s": "management", "k": "article", "l": "en", "a": ["Barney, Jay"], "t": "Firm Resources and Sustained Competitive Advantage", "ct": "Journal of Management", "y": 1991, "v": "17", "i": "1", "pg": "99–120", "doi": "10.1177/014920639101700108"},
{"s": "management", "k": "article", "l": "en", "a": ["Teece, David J.", "Pisano, Gary", "Shuen, Amy"], "t": "Dynamic Capabilities and Strategic Management", "ct": "Strategic Management Journal", "y": 1997, "v": "18", "i": "7", "pg": "509–533", "doi": "10.1002/(SICI)1097-0266(199708)18:7<509::AID-SMJ882>3.0.CO;2-Z"},
{"s": "management", "k": "article", "l": "en", "a": ["Prahalad, C. K.", "Hamel, Gary"], "t": "The Core Competence of the Corporation", "ct": "Harvard Business Review", "y": 1990, "v": "68", "i": "3", "pg": "79–91"},
{"s": "management", "k": "article", "l": "en", "a": ["Porter, Michael E."], "t": "How Competitive Forces Shape Strategy", "ct": "Harvard Business Review", "y": 1979, "v": "57", "i": "2", "pg": "137–145"},
{"s": "marketing", "k": "book", "a": ["Котлер, Ф."], "t": "Основы маркетинга", "c": "Москва", "p": "Прогресс", "y": 1990},
{"s": "marketing", "k": "book", "a": ["Ламбен, Ж.-Ж."], "t": "Стратегический маркетинг", "st": "европейская перспектива", "c": "Санкт-Петербург", "p": "Наука", "y": 1996},
{"s": "marketing", "k": "book", "a": ["Голубков, Е. П."], "t": "Основы маркетинга", "st": "учебник", "c": "Москва", "p": "Финпресс", "y": 1999},
{"s": "marketing", "k": "book", "l": "en", "a": ["Kotler, Philip"], "t": "Marketing Management: Analysis, Planning, and Control", "c": "Englewood Cliffs, NJ", "p": "Prentice-Hall", "y": 1967},
{"s": "marketing", "k": "book", "l": "en", "a": ["Aaker, David A."], "t": "Managing Brand Equity: Capitalizing on the Value of a Brand Name", "c": "New York", "p": "Free Press", "y": 1991},
{"s": "marketing", "k": "book", "l": "en", "a": ["Ries, Al", "Trout, Jack"], "t": "Positioning: The Battle for Your Mind", "c": "New York", "p": "McGraw-Hill", "y": 1981},
{"s": "marketing", "k": "article", "l": "en", "a": ["Levitt, Theodore"], "t": "Marketing Myopia", "ct": "Harvard Business Review", "y": 1960, "v": "38", "i": "4", "pg": "45–56"},
{"s": "marketing", "k": "article", "l": "en", "a": ["Kotler, Philip", "Levy, Sidney J."], "t": "Broadening the Concept of Marketing", "ct": "Journal of Marketing", "y": 1969, "v": "33", "i": "1", "pg": "10–15"},
{"s": "marketing", "k": "article", "l": "en", "a": ["Parasuraman, A.", "Zeithaml, Valarie A.", "Berry, Leonard L."], "t": "A Conceptual Model of Service Quality and Its Implications for Future Research", "ct": "Journal of Marketing", "y": 1985, "v": "49", "i": "4", "pg": "41–50", "doi": "10.1177/002224298504900403"},
{"s": "marketing", "k": "article", "l": "en", "a": ["Vargo, Stephen L.", "Lusch, Robert F."], "t": "Evolving to a New Dominant Logic for Marketing", "ct": "Journal of Marketing", "y": 2004, "v": "68", "i": "1", "pg": "1–17", "doi": "10.1509/jmkg.68.1.1.24036"},
{"s": "marketing", "k": "article", "l": "en", "a": ["Keller, Kevin Lane"], "t": "Conceptualizing, Measuring, and Managing Customer-Based Brand Equity", "ct": "Journal of Marketing", "y": 1993, "v": "57", "i": "1", "pg": "1–22", "doi": "10.1177/002224299305700101"},
{"s": "marketing", "k": "article", "l": "en", "a": ["Aaker, Jennifer L."], "t": "Dimensions of Brand Personality", "ct": "Journal of Marketing Research", "y": 1997, "v": "34", "i": "3", "pg": "347–356", "doi": "10.1177/002224379703400304"},
{"s": "marketing", "k": "article", "l": "en", "a": ["Borden, Neil H."], "t": "The Concept of the Marketing Mix", "ct": "Journal of Advertising Research", "y": 1964, "v": "4", "i": "2", "pg": "2–7"},
{"s": "political-science", "k": "book", "a": ["Даль, Р."], "t": "Полиархия: участие и оппозиция", "c": "Москва", "p": "Издательский дом ГУ ВШЭ", "y": 2010},
{"s": "political-science", "k": "book", "a": ["Хантингтон, С."], "t": "Столкновение цивилизаций", "c": "Москва", "p": "АСТ", "y": 2003},
{"s": "political-science", "k": "book", "a": ["Пугачёв, В. П.", "Соловьёв, А. И."], "t": "Введение в политологию", "c": "Москва", "p": "Аспект Пресс", "y": 1995},
{"s": "political-science", "k": "book", "l": "en", "a": ["Dahl, Robert A."], "t": "Polyarchy: Participation and Opposition", "c": "New Haven", "p": "Yale University Press", "y": 1971},
{"s": "political-science", "k": "book", "l": "en", "a": ["Huntington, Samuel P."], "t": "The Third Wave: Democratization in the Late Twentieth Century", "c": "Norman", "p": "University of Oklahoma Press", "y": 1991},
{"s": "political-science", "k": "book", "l": "en", "a": ["Fukuyama, Francis"], "t": "The End of History and the Last Man", "c": "New York", "p": "Free Press", "y": 1992},
{"s": "political-science", "k": "book", "l": "en", "a": ["Almond, Gabriel A.", "Verba, Sidney"], "t": "The Civic Culture: Political Attitudes and Democracy in Five Nations", "c": "Princeton", "p": "Princeton University Press", "y": 1963},
{"s": "political-science", "k": "book", "l": "en", "a": ["Downs, Anthony"], "t": "An Economic Theory of Democracy", "c": "New York", "p": "Harper", "y": 1957},
{"s": "political-science", "k": "book", "l": "en", "a": ["Lijphart, Arend"], "t": "Patterns of Democracy: Government Forms and Performance in Thirty-Six Countries", "c": "New Haven", "p": "Yale University Press", "y": 1999},
{"s": "political-science", "k": "article", "l": "en", "a": ["Lipset, Seymour Martin"], "t": "Some Social Requisites of Democracy: Economic Development and Political Legitimacy", "ct": "American Political Science Review", "y": 1959, "v": "53", "i": "1", "pg": "69–105", "doi": "10.2307/1951731"},
{"s": "political-science", "k": "article", "l": "en", "a": ["Huntington, Samuel P."], "t": "The Clash of Civilizations?", "ct": "Foreign Affairs", "y": 1993, "v": "72", "i": "3", "pg": "22–49", "doi": "10.2307/20045621"},
{"s": "political-science", "k": "article", "l": "en", "a": ["Fukuyama, Francis"], "t": "The End of History?", "ct": "The National Interest", "y": 1989, "i": "16", "pg": "3–18"},
{"s": "political-science", "k": "article", "l": "en", "a": ["Putnam, Robert D."], "t": "Bowling Alone: America's Declining Social Capital", "ct": "Journal of Democracy", "y": 1995, "v": "6", "i": "1", "pg": "65–78", "doi": "10.1353/jod.1995.0002"},
{"s": "linguistics", "k": "book", "a": ["Соссюр, Ф. де"], "t": "Курс общей лингвистики", "c": "Москва", "p": "Соцэкгиз", "y": 1933},
{"s": "linguistics", "k": "book", "a": ["Реформатский, А. А."], "t": "Введение в языковедение", "st": "учебник для вузов", "c": "Москва", "p": "Аспект Пресс", "y": 1996},
{"s": "linguistics", "k": "book", "a": ["Виноградов, В. В."], "t": "Русский язык: грамматическое учение о слове", "c": "Москва ; Ленинград", "p": "Учпедгиз", "y": 1947},
{"s": "linguistics", "k": "book", "a": ["Щерба, Л. В."], "t": "Языковая система и речевая деятельность", "c": "Ленинград", "p": "Наука", "y": 1974},
{"s": "linguistics", "k": "book", "l": "fr", "a": ["Saussure, Ferdinand de"], "t": "Cours de linguistique générale", "c": "Lausanne ; Paris", "p": "Payot", "y": 1916},
{"s": "linguistics", "k": "book", "l": "en", "a": ["Chomsky, Noam"], "t": "Syntactic Structures", "c": "The Hague", "p": "Mouton", "y": 1957},
{"s": "linguistics", "k": "book", "l": "en", "a": ["Lakoff, George", "Johnson, Mark"], "t": "Metaphors We Live By", "c": "Chicago", "p": "University of Chicago Press", "y": 1980},
{"s": "linguistics", "k": "book", "l": "en", "a": ["Austin, J. L."], "t": "How to Do Things with Words", "c": "Oxford", "p": "Clarendon Press", "y": 1962},
{"s": "linguistics", "k": "article", "l": "en", "a": ["Chomsky, Noam"], "t": "Three Models for the Description of Language", "ct": "IRE Transactions on Information Theory", "y": 1956, "v": "2", "i": "3", "pg": "113–124", "doi": "10.1109/TIT.1956.1056813"},
{"s": "linguistics", "k": "article", "l": "en", "a": ["Sacks, Harvey", "Schegloff, Emanuel A.", "Jefferson, Gail"], "t": "A Simplest Systematics for the Organization of Turn-Taking for Conversation", "ct": "Language", "y": 1974, "v": "50", "i": "4", "pg": "696–735", "doi": "10.2307/412243"},
{"s": "linguistics", "k": "article", "l": "en", "a": ["Mikolov, Tomas", "Chen, Kai", "Corrado, Greg", "Dean, Jeffrey"], "t": "Efficient Estimation of Word Representations in Vector Space", "ct": "arXiv", "y": 2013, "doi": "10.48550/arXiv.1301.3781"},
{"s": "culture-studies", "k": "book", "a": ["Лотман, Ю. М."], "t": "Культура и взрыв", "c": "Москва", "p": "Гнозис", "y": 1992},
{"s": "culture-studies", "k": "book", "a": ["Гуревич, А. Я."], "t": "Категории средневековой культуры", "c": "Москва", "p": "Искусство", "y": 1972},
{"s": "culture-studies", "k": "book", "a": ["Бахтин, М. М."], "t": "Творчество Франсуа Рабле и народная культура средневековья и Ренессанса", "c": "Москва", "p": "Художественная литература", "y": 1965},
{"s": "culture-studies", "k": "book", "a": ["Хёйзинга, Й."], "t": "Homo ludens. В тени завтрашнего дня", "c": "Москва", "p": "Прогресс", "y": 1992},
{"s": "culture-studies", "k": "book", "a": ["Шпенглер, О."], "t": "Закат Европы", "st": "очерки морфологии мировой истории. Т. 1. Гештальт и действительность", "c": "Москва", "p": "Мысль", "y": 1993},
{"s": "culture-studies", "k": "book", "a": ["Лихачёв, Д. С."], "t": "Заметки о русском", "c": "Москва", "p": "Советская Россия", "y": 1981},
{"s": "culture-studies", "k": "book", "l": "en", "a": ["Geertz, Clifford"], "t": "The Interpretation of Cultures: Selected Essays", "c": "New York", "p": "Basic Books", "y": 1973},
{"s": "culture-studies", "k": "book", "l": "en", "a": ["Said, Edward W."], "t": "Orientalism", "c": "New York", "p": "Pantheon Books", "y": 1978},
{"s": "culture-studies", "k": "book", "l": "en", "a": ["Hofstede, Geert"], "t": "Culture's Consequences: International Differences in Work-Related Values", "c": "Beverly Hills, CA", "p": "Sage", "y": 1980},
{"s": "culture-studies", "k": "book", "l": "en", "a": ["Anderson, Benedict"], "t": "Imagined Communities: Reflections on the Origin and Spread of Nationalism", "c": "London", "p": "Verso", "y": 1983},
{"s": "culture-studies", "k": "book", "l": "nl", "a": ["Huizinga, J."], "t": "Homo Ludens: Proeve eener bepaling van het spel-element der cultuur", "c": "Haarlem", "p": "Tjeenk Willink", "y": 1938}
]$seed$::jsonb) as r
where not exists (
  select 1 from public.source_catalogue c
  where c.title = r->>'t' and c.year = (r->>'y')::integer and c.language = coalesce(r->>'l', 'ru')
);
