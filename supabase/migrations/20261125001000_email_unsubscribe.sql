-- =====================================================================
-- Advertising mail: addresses unsubscribed through the signed link of
-- /email-unsubscribe. The mail sender checks this list before any
-- advertising send (edge/marketing/may-send-advertising.ts); the user's
-- own consent flag (users.subscribe_to_advertising) is switched off too.
-- =====================================================================

-- ---------------------------------------------------------------------
-- Unsubscribed addresses: one row per address, lower-cased, kept even
-- when no account holds the address (a newsletter may reach non-users).
-- ---------------------------------------------------------------------
create table if not exists private.email_unsubscribes (
  email text primary key,
  unsubscribed_at timestamptz not null default now(),
  constraint email_unsubscribes_email_is_lower check (email = lower(email)),
  constraint email_unsubscribes_email_is_sane check (char_length(email) between 3 and 254 and position('@' in email) > 1)
);

alter table private.email_unsubscribes enable row level security;

-- Only the server (service role) reads and writes the list: a guest's link is checked by the server, never by RLS.
revoke all on private.email_unsubscribes from public, anon, authenticated;
grant select, insert, update on private.email_unsubscribes to service_role;
