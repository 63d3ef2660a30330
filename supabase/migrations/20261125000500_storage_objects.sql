-- =====================================================================
-- File storage (edge/storage). Uploaded bytes go through a storage port:
-- into private.storage_objects with the embedded adapter (the default:
-- every instance on the same database sees them, on PGlite, Postgres and
-- Workers alike), or into Supabase Storage over its S3 API. The upload
-- tables keep the metadata, the owner and the object's key.
--
-- Rows written before this migration keep their bytes where they are and
-- are still read from there: moving them here would strand them for a
-- deployment whose files live in S3, which a migration cannot reach.
-- Each row has exactly one of the two: its bytes or a storage key.
-- =====================================================================

-- ---------------------------------------------------------------------
-- Objects of the embedded adapter (server-only: no API grants)
-- ---------------------------------------------------------------------
create table if not exists private.storage_objects (
  key text primary key check (char_length(key) between 3 and 1024),
  content_type text not null check (char_length(content_type) between 1 and 255),
  bytes bytea not null check (octet_length(bytes) <= 20971520),
  created_at timestamptz not null default now()
);

alter table private.storage_objects enable row level security;
revoke all on private.storage_objects from public, anon, authenticated;
grant all on private.storage_objects to service_role;

-- ---------------------------------------------------------------------
-- Upload tables: a storage key beside the legacy bytes
-- ---------------------------------------------------------------------
alter table private.user_avatars add column if not exists storage_key text unique;
alter table private.user_avatars alter column bytes drop not null;
alter table private.user_avatars drop constraint if exists user_avatars_bytes_or_key;
alter table private.user_avatars add constraint user_avatars_bytes_or_key check (num_nonnulls(bytes, storage_key) = 1);

alter table private.essay_reference_files add column if not exists storage_key text unique;
alter table private.essay_reference_files alter column bytes drop not null;
alter table private.essay_reference_files drop constraint if exists essay_reference_files_bytes_or_key;
alter table private.essay_reference_files add constraint essay_reference_files_bytes_or_key check (num_nonnulls(bytes, storage_key) = 1);

alter table private.essay_workbook_files add column if not exists storage_key text unique;
alter table private.essay_workbook_files alter column bytes drop not null;
alter table private.essay_workbook_files drop constraint if exists essay_workbook_files_bytes_or_key;
alter table private.essay_workbook_files add constraint essay_workbook_files_bytes_or_key check (num_nonnulls(bytes, storage_key) = 1);

-- ---------------------------------------------------------------------
-- Avatars by storage key
-- ---------------------------------------------------------------------

-- Runs as its owner so a client can replace its own avatar (and only its own: auth.uid()) without any grant on the
-- avatar table or on users.avatar_path. The server stored the image under avatars/<the caller's id>/… first; any
-- other key is refused. Answers the new path and the keys of the avatars it replaced, for the server to delete.
create or replace function private.set_user_avatar_object(p_content_type text, p_storage_key text)
  returns table (path text, replaced_keys text[])
  language plpgsql
  security definer
  set search_path = ''
  as $$
  declare
    v_user uuid := auth.uid();
    v_id uuid;
    v_replaced text[];
  begin
    if v_user is null then
      raise exception 'set_user_avatar_object needs a signed-in caller' using errcode = '42501';
    end if;
    if p_storage_key is null or left(p_storage_key, char_length('avatars/' || v_user::text || '/')) <> 'avatars/' || v_user::text || '/' then
      raise exception 'set_user_avatar_object: the key is not under the caller''s avatars' using errcode = '42501';
    end if;
    with gone as (
      delete from private.user_avatars where user_id = v_user returning storage_key
    )
    select coalesce(array_agg(gone.storage_key) filter (where gone.storage_key is not null), '{}') into v_replaced from gone;
    insert into private.user_avatars (user_id, content_type, storage_key) values (v_user, p_content_type, p_storage_key)
      returning id into v_id;
    update public.users set avatar_path = '/api/account/avatars/' || v_id, updated_at = now() where id = v_user;
    return query select '/api/account/avatars/' || v_id, v_replaced;
  end
  $$;

revoke execute on function private.set_user_avatar_object(text, text) from public;
grant execute on function private.set_user_avatar_object(text, text) to authenticated, service_role;

-- ---------------------------------------------------------------------
-- Objects no row names any more are removed by a job
-- ---------------------------------------------------------------------

-- When a row with a storage key is deleted (a cascade from its order or user included) or moves to another key, the
-- job storage.remove-object is enqueued in the same transaction: a rolled-back change removes nothing, a committed
-- one is removed even if the server stops right after. Keys are random and never reused, so removing one is safe.
-- (The upload functions also remove a replaced object at once; this is the backstop that survives crashes and covers
-- deletes the server never sees.)
create or replace function private.enqueue_storage_removal() returns trigger
  language plpgsql
  security definer
  set search_path = ''
  as $$
  begin
    if old.storage_key is not null and (tg_op = 'DELETE' or new.storage_key is distinct from old.storage_key) then
      insert into private.jobs (name, payload, key)
        values ('storage.remove-object', jsonb_build_object('key', old.storage_key), 'storage.remove-object:' || old.storage_key)
        on conflict (key) do nothing;
      perform pg_notify('jobs', 'storage.remove-object');
    end if;
    return null;
  end
  $$;

revoke execute on function private.enqueue_storage_removal() from public;

drop trigger if exists user_avatars_storage_removal on private.user_avatars;
create trigger user_avatars_storage_removal after delete or update of storage_key on private.user_avatars
  for each row execute function private.enqueue_storage_removal();

drop trigger if exists essay_reference_files_storage_removal on private.essay_reference_files;
create trigger essay_reference_files_storage_removal after delete or update of storage_key on private.essay_reference_files
  for each row execute function private.enqueue_storage_removal();

drop trigger if exists essay_workbook_files_storage_removal on private.essay_workbook_files;
create trigger essay_workbook_files_storage_removal after delete or update of storage_key on private.essay_workbook_files
  for each row execute function private.enqueue_storage_removal();
