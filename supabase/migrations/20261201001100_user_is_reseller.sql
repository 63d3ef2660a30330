-- =====================================================================
-- User.isReseller (platform.md §3 User): a flag the back-office sets on
-- a client who resells the service. Default false. A client reads it on
-- their own row (the select grant on public.users) and can never set it:
-- authenticated's update grant lists its columns one by one
-- (20261121001000_accounts.sql) and this one is not among them, so an
-- update of it by a client is refused with «permission denied».
-- =====================================================================

alter table public.users add column if not exists is_reseller boolean not null default false;

revoke update (is_reseller) on public.users from authenticated, anon;
