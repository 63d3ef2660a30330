-- =====================================================================
-- Accounts: the full user profile (platform spec §3 User), avatars,
-- title pages, and binding a guest's rows to the client who signs in.
-- Sign-in itself (codes, hand-off tokens, OAuth, Telegram, limits) is
-- in the next migration.
-- =====================================================================

-- ---------------------------------------------------------------------
-- Users: profile, channels, registration, referral, restriction
-- ---------------------------------------------------------------------
alter table public.users
  add column if not exists avatar_path text,
  add column if not exists is_memory_enabled boolean not null default true,
  add column if not exists usedesk_token text,
  add column if not exists notification_channel_id smallint,
  add column if not exists email_verified_at timestamptz,
  add column if not exists telegram_id bigint,
  add column if not exists telegram_is_attached boolean generated always as (telegram_id is not null) stored,
  add column if not exists telegram_bot_is_blocked boolean not null default false,
  add column if not exists yandex_id text,
  add column if not exists vk_id text,
  add column if not exists get_params_when_register jsonb not null default '{}'::jsonb,
  -- Where the sign-up came from (source key, app type, channel, a claimed Telegram id): kept, never trusted.
  add column if not exists sign_up_context jsonb not null default '{}'::jsonb,
  add column if not exists subscribe_to_advertising boolean not null default false,
  add column if not exists receipt_email text,
  add column if not exists receipt_phone text,
  -- The user's own code for /ref/{id} links; 48 random bits are plenty for a unique, unguessable-enough code.
  add column if not exists referral_id text not null default substr(replace(gen_random_uuid()::text, '-', ''), 1, 12),
  add column if not exists referrer_id uuid references public.users (id) on delete set null,
  add column if not exists properties jsonb not null default '{}'::jsonb,
  add column if not exists can_login boolean not null default true,
  add column if not exists can_create_orders boolean not null default true,
  add column if not exists can_create_pay_ins boolean not null default true,
  add column if not exists restriction_description text,
  add column if not exists restriction_remove_at timestamptz,
  add column if not exists restriction_reason_title text,
  add column if not exists restriction_reason_description text,
  add column if not exists restriction_reason_is_auto_ban boolean;

alter table public.users
  add constraint users_phone_is_russian_digits check (phone ~ '^7[0-9]{10}$'),
  add constraint users_receipt_phone_is_russian_digits check (receipt_phone ~ '^7[0-9]{10}$'),
  add constraint users_notification_channel_is_known check (notification_channel_id in (1, 2)),
  add constraint users_telegram_id_key unique (telegram_id),
  add constraint users_yandex_id_key unique (yandex_id),
  add constraint users_vk_id_key unique (vk_id),
  add constraint users_referral_id_key unique (referral_id);

-- One account per address whatever its letter case.
create unique index if not exists users_email_lower_key on public.users (lower(email));

-- A new address is unproven: changing the e-mail clears its verification unless the same
-- statement sets one (the server does that only after a code or a verification link).
create or replace function private.users_reset_email_verification() returns trigger
  language plpgsql
  set search_path = ''
  as $$
  begin
    if new.email is distinct from old.email and new.email_verified_at is not distinct from old.email_verified_at then
      new.email_verified_at := null;
    end if;
    return new;
  end
  $$;

create trigger users_reset_email_verification
  before update of email on public.users
  for each row execute function private.users_reset_email_verification();

-- The foundation granted update on (name, email, updated_at); a client may also change these profile
-- columns. Phone, identities, verification, referral and restriction stay server-only.
grant update (name, email, usedesk_token, notification_channel_id, is_memory_enabled, properties, receipt_email, receipt_phone, updated_at)
  on public.users to authenticated;

-- ---------------------------------------------------------------------
-- Title page data (essays): one saved set per client
-- ---------------------------------------------------------------------
create table if not exists public.title_page_data (
  user_id uuid primary key references public.users (id) on delete cascade,
  data jsonb not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

alter table public.title_page_data enable row level security;

create policy "Title page data is visible to its owner" on public.title_page_data
  for select to authenticated
  using (user_id = auth.uid());

create policy "Clients can save their own title page data" on public.title_page_data
  for insert to authenticated
  with check (user_id = auth.uid());

create policy "Clients can change their own title page data" on public.title_page_data
  for update to authenticated
  using (user_id = auth.uid())
  with check (user_id = auth.uid());

grant select, insert, update (data, updated_at) on public.title_page_data to authenticated;
grant all on public.title_page_data to service_role;

-- ---------------------------------------------------------------------
-- Avatars: bytes in the database, so Node and Workers serve them alike
-- ---------------------------------------------------------------------
create table if not exists private.user_avatars (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.users (id) on delete cascade,
  content_type text not null check (content_type in ('image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/bmp')),
  bytes bytea not null check (octet_length(bytes) between 1 and 10485760),
  created_at timestamptz not null default now()
);

create index if not exists user_avatars_by_user on private.user_avatars (user_id);

-- Runs as its owner so a client can replace its own avatar (and only its own: auth.uid())
-- without any grant on the avatar table or on users.avatar_path.
create or replace function private.set_user_avatar(p_content_type text, p_bytes bytea) returns text
  language plpgsql
  security definer
  set search_path = ''
  as $$
  declare
    v_user uuid := auth.uid();
    v_id uuid;
  begin
    if v_user is null then
      raise exception 'set_user_avatar needs a signed-in caller' using errcode = '42501';
    end if;
    delete from private.user_avatars where user_id = v_user;
    insert into private.user_avatars (user_id, content_type, bytes) values (v_user, p_content_type, p_bytes)
      returning id into v_id;
    update public.users set avatar_path = '/api/account/avatars/' || v_id, updated_at = now() where id = v_user;
    return '/api/account/avatars/' || v_id;
  end
  $$;

revoke execute on function private.set_user_avatar(text, bytea) from public;
grant execute on function private.set_user_avatar(text, bytea) to authenticated, service_role;

-- ---------------------------------------------------------------------
-- Guest binding: order areas register their tables; sign-in moves the
-- guest's unowned rows to the client
-- ---------------------------------------------------------------------
create table if not exists private.guest_bindable_tables (
  table_name regclass primary key,
  -- Optional extra predicate (e.g. "status = 'awaiting_approval'"), written only by migrations.
  bind_condition text
);

insert into private.guest_bindable_tables (table_name) values
  ('public.unified_orders'),
  ('public.ai_essay_orders')
on conflict (table_name) do nothing;

-- Every registered table has user_id and guest_fingerprint columns (see orders core).
create or replace function private.bind_guest_rows(p_fingerprint text, p_user_id uuid) returns int
  language plpgsql
  security definer
  set search_path = ''
  as $$
  declare
    v_table record;
    v_count int;
    v_total int := 0;
  begin
    if p_fingerprint is null or p_fingerprint = '' or p_user_id is null then
      return 0;
    end if;
    for v_table in select table_name, bind_condition from private.guest_bindable_tables order by table_name::text loop
      execute format(
        'update %s set user_id = $2, updated_at = now() where guest_fingerprint = $1 and user_id is null%s',
        v_table.table_name,
        case when v_table.bind_condition is null then '' else ' and (' || v_table.bind_condition || ')' end
      ) using p_fingerprint, p_user_id;
      get diagnostics v_count = row_count;
      v_total := v_total + v_count;
    end loop;
    return v_total;
  end
  $$;

revoke execute on function private.bind_guest_rows(text, uuid) from public;
grant execute on function private.bind_guest_rows(text, uuid) to service_role;

-- ---------------------------------------------------------------------
-- Access to the private tables: the service role only; row-level
-- security is the second lock should a default privilege ever leak
-- ---------------------------------------------------------------------
alter table private.user_avatars enable row level security;
alter table private.guest_bindable_tables enable row level security;

revoke all on private.user_avatars, private.guest_bindable_tables from public, anon, authenticated;
grant all on private.user_avatars, private.guest_bindable_tables to service_role;
