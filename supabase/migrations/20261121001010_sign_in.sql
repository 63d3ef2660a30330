-- =====================================================================
-- Sign-in: codes (hashed, short-lived, a few tries each), single-use
-- hand-off tokens, OAuth states, Telegram links, e-mail verification
-- links and rate-limit counters. All in `private`: only the server
-- (service role) touches them; no API role has any grant.
-- =====================================================================

-- ---------------------------------------------------------------------
-- Sign-in codes: hashed, short-lived, a few tries each
-- ---------------------------------------------------------------------
create table if not exists private.auth_codes (
  id bigint generated always as identity primary key,
  channel text not null check (channel in ('sms', 'call', 'email', 'telegram')),
  -- Phone digits, a lower-case e-mail, or (Telegram) the fingerprint of the browser the bot link was made for.
  target text not null,
  -- HMAC-SHA-256 of the code under the server secret and the target; null only while a call is being placed.
  code_hash text,
  attempts int not null default 0,
  expires_at timestamptz not null,
  -- Set when the code signs someone in, is replaced by a resend, runs out of tries or fails to send.
  consumed_at timestamptz,
  ip text,
  -- What the sign-up screen sent with the request (role, source, getParams, referrer, consent).
  params jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now()
);

create index if not exists auth_codes_live_by_target on private.auth_codes (target, created_at desc) where consumed_at is null;
create index if not exists auth_codes_by_created_at on private.auth_codes (created_at);

-- ---------------------------------------------------------------------
-- Hand-off tokens: the OAuth callback redirects with an id (stored as a
-- SHA-256 hash), the front exchanges it once for an API token
-- (getAuthTokenById)
-- ---------------------------------------------------------------------
create table if not exists private.auth_tokens (
  token_hash text primary key,
  user_id uuid not null references public.users (id) on delete cascade,
  expires_at timestamptz not null,
  consumed_at timestamptz,
  created_at timestamptz not null default now()
);

-- ---------------------------------------------------------------------
-- OAuth: the sign-up screen's saved params, then one state per attempt
-- ---------------------------------------------------------------------
create table if not exists private.oauth_params (
  id uuid primary key default gen_random_uuid(),
  params jsonb not null,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);

create table if not exists private.oauth_states (
  state_hash text primary key,
  provider text not null check (provider in ('yandex', 'vkontakte')),
  code_verifier text not null,
  params_id uuid references private.oauth_params (id) on delete set null,
  redirect text,
  -- VK ID names the device in its callback; the code exchange must repeat it.
  device_id text,
  expires_at timestamptz not null,
  consumed_at timestamptz,
  created_at timestamptz not null default now()
);

-- ---------------------------------------------------------------------
-- Telegram: deep-link payloads and the updates already handled
-- ---------------------------------------------------------------------
create table if not exists private.telegram_links (
  id text primary key,
  purpose text not null check (purpose in ('sign-in', 'attach')),
  fingerprint text,
  user_id uuid references public.users (id) on delete cascade,
  params jsonb not null default '{}'::jsonb,
  expires_at timestamptz not null,
  created_at timestamptz not null default now(),
  constraint telegram_links_have_owner check (
    (purpose = 'sign-in' and fingerprint is not null) or (purpose = 'attach' and user_id is not null)
  )
);

-- Telegram redelivers an update until it gets 200; a repeat must not send a second code.
create table if not exists private.telegram_updates (
  update_id bigint primary key,
  received_at timestamptz not null default now()
);

-- ---------------------------------------------------------------------
-- E-mail verification links (signed token; the jti makes it single-use)
-- ---------------------------------------------------------------------
create table if not exists private.email_verifications (
  jti uuid primary key,
  user_id uuid not null references public.users (id) on delete cascade,
  email text not null,
  expires_at timestamptz not null,
  consumed_at timestamptz,
  created_at timestamptz not null default now()
);

-- ---------------------------------------------------------------------
-- Rate limits: fixed windows counted in one upsert
-- ---------------------------------------------------------------------
create table if not exists private.rate_limit_hits (
  bucket text not null,
  window_start timestamptz not null,
  hits int not null,
  primary key (bucket, window_start)
);

create index if not exists rate_limit_hits_by_window on private.rate_limit_hits (window_start);

-- Counts one hit in the current window of `p_window_seconds` and says whether it is within `p_max`.
create or replace function private.take_rate_limit(p_bucket text, p_window_seconds int, p_max int) returns boolean
  language plpgsql
  set search_path = ''
  as $$
  declare
    v_start timestamptz := to_timestamp(floor(extract(epoch from now()) / p_window_seconds) * p_window_seconds);
    v_hits int;
  begin
    insert into private.rate_limit_hits as r (bucket, window_start, hits) values (p_bucket, v_start, 1)
      on conflict (bucket, window_start) do update set hits = r.hits + 1
      returning hits into v_hits;
    -- Old windows are swept now and then instead of by a scheduled job.
    if random() < 0.01 then
      delete from private.rate_limit_hits where window_start < now() - interval '2 days';
    end if;
    return v_hits <= p_max;
  end
  $$;

revoke execute on function private.take_rate_limit(text, int, int) from public;
grant execute on function private.take_rate_limit(text, int, int) to service_role;

-- ---------------------------------------------------------------------
-- Access: the service role only; row-level security is the second lock
-- should a default privilege ever leak
-- ---------------------------------------------------------------------
alter table private.auth_codes enable row level security;
alter table private.auth_tokens enable row level security;
alter table private.oauth_params enable row level security;
alter table private.oauth_states enable row level security;
alter table private.telegram_links enable row level security;
alter table private.telegram_updates enable row level security;
alter table private.email_verifications enable row level security;
alter table private.rate_limit_hits enable row level security;

revoke all on private.auth_codes, private.auth_tokens, private.oauth_params, private.oauth_states,
  private.telegram_links, private.telegram_updates, private.email_verifications, private.rate_limit_hits
  from public, anon, authenticated;

grant all on private.auth_codes, private.auth_tokens, private.oauth_params, private.oauth_states,
  private.telegram_links, private.telegram_updates, private.email_verifications, private.rate_limit_hits
  to service_role;
