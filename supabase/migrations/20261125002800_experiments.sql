-- =====================================================================
-- Experiments and feature flags (platform.md §3 Experiments, §7 Other,
-- §9 Feature-flag cache): GrowthBook-style feature definitions, one JSON
-- document per environment (domain/experiments/definitions.ts validates
-- it), and the exposures the spec records with RecordAnonExperiment /
-- RecordUserExperiment, stored once per (subject, experiment).
-- The whole file may run again and changes nothing the second time.
-- =====================================================================

-- ---------------------------------------------------------------------
-- Definitions: public by nature (every browser evaluates them), written
-- only by the server's owner (ops edit a row; the cache picks it up
-- within a minute).
-- ---------------------------------------------------------------------
create table if not exists public.feature_definitions (
  environment text primary key check (environment in ('development', 'test', 'production')),
  features jsonb not null check (jsonb_typeof(features) = 'object'),
  updated_at timestamptz not null default now()
);

drop trigger if exists feature_definitions_touch on public.feature_definitions;
create trigger feature_definitions_touch before update on public.feature_definitions
  for each row execute function private.touch_updated_at();

alter table public.feature_definitions enable row level security;

drop policy if exists "Feature definitions are visible to everyone" on public.feature_definitions;
create policy "Feature definitions are visible to everyone" on public.feature_definitions
  for select to anon, authenticated
  using (true);

drop policy if exists "The server manages feature definitions" on public.feature_definitions;
create policy "The server manages feature definitions" on public.feature_definitions
  for all to service_role using (true) with check (true);

revoke all on public.feature_definitions from anon, authenticated;
grant select on public.feature_definitions to anon, authenticated;
grant all on public.feature_definitions to service_role;

-- training-mode-3210: off in production (the spec's default), on in development and tests, as TRAINING_MODE unset
-- meant before this migration. abc-tariffs-3475: an experiment over every id, a, b and c a third each; the default
-- group a is what a caller with no id (a page without JavaScript) or a failed load gets. Stopping the experiment is
-- one update: coverage 0 (everyone on a) or a force rule.
insert into public.feature_definitions (environment, features)
select env, jsonb_build_object(
  'training-mode-3210', jsonb_build_object('defaultValue', env <> 'production'),
  'abc-tariffs-3475', jsonb_build_object(
    'defaultValue', 'a',
    'rules', jsonb_build_array(jsonb_build_object(
      'id', 'abc-tariffs-3475-split',
      'key', 'abc-tariffs-3475',
      'variations', jsonb_build_array('a', 'b', 'c'),
      'weights', jsonb_build_array(0.3334, 0.3333, 0.3333),
      'coverage', 1,
      'hashAttribute', 'id'))))
from unnest(array['development', 'test', 'production']) as env
on conflict (environment) do nothing;

-- ---------------------------------------------------------------------
-- Exposures: who saw which variation first, once per subject and
-- experiment. A subject is a guest browser (its fingerprint) or a client.
-- ---------------------------------------------------------------------
create table if not exists public.experiment_exposures (
  id bigint generated always as identity primary key,
  subject_kind text not null check (subject_kind in ('anon', 'user')),
  subject_id text not null check (subject_id ~ '^[A-Za-z0-9_-]{8,128}$'),
  experiment_key text not null check (experiment_key ~ '^[A-Za-z0-9_.:-]{1,100}$'),
  variation_id int not null check (variation_id between 0 and 19),
  first_seen_at timestamptz not null default now(),
  unique (subject_kind, subject_id, experiment_key)
);

alter table public.experiment_exposures enable row level security;

drop policy if exists "Exposures are visible to their own subject" on public.experiment_exposures;
create policy "Exposures are visible to their own subject" on public.experiment_exposures
  for select to anon, authenticated
  using (case when auth.uid() is not null then subject_kind = 'user' and subject_id = auth.uid()::text
              else subject_kind = 'anon' and subject_id = private.request_fingerprint() end);

drop policy if exists "The server manages exposures" on public.experiment_exposures;
create policy "The server manages exposures" on public.experiment_exposures
  for all to service_role using (true) with check (true);

revoke all on public.experiment_exposures from anon, authenticated;
grant select on public.experiment_exposures to anon, authenticated;
grant all on public.experiment_exposures to service_role;

-- A guest records only under the fingerprint its own request carries; true when this call stored the first exposure.
create or replace function private.record_anon_experiment(p_anonymous_id text, p_experiment_key text, p_variation_id int)
  returns boolean
  language plpgsql
  security definer
  set search_path = ''
  as $$
  declare
    stored bigint;
  begin
    if p_anonymous_id is null or p_anonymous_id is distinct from private.request_fingerprint() then
      raise exception 'not this browser''s id' using errcode = '42501';
    end if;
    insert into public.experiment_exposures (subject_kind, subject_id, experiment_key, variation_id)
      values ('anon', p_anonymous_id, p_experiment_key, p_variation_id)
      on conflict (subject_kind, subject_id, experiment_key) do nothing
      returning id into stored;
    return stored is not null;
  end
  $$;

-- A client records only for itself (auth.uid()).
create or replace function private.record_user_experiment(p_experiment_key text, p_user_id uuid, p_variation_id int)
  returns boolean
  language plpgsql
  security definer
  set search_path = ''
  as $$
  declare
    stored bigint;
  begin
    if p_user_id is null or p_user_id is distinct from auth.uid() then
      raise exception 'not the caller''s id' using errcode = '42501';
    end if;
    insert into public.experiment_exposures (subject_kind, subject_id, experiment_key, variation_id)
      values ('user', p_user_id::text, p_experiment_key, p_variation_id)
      on conflict (subject_kind, subject_id, experiment_key) do nothing
      returning id into stored;
    return stored is not null;
  end
  $$;

revoke all on function private.record_anon_experiment(text, text, int) from public;
revoke all on function private.record_user_experiment(text, uuid, int) from public;
grant execute on function private.record_anon_experiment(text, text, int) to anon, authenticated, service_role;
grant execute on function private.record_user_experiment(text, uuid, int) to authenticated, service_role;
