-- =====================================================================
-- Supabase Realtime and Storage: who may use them with Supabase's own
-- keys. Both schemas belong to Supabase's services and exist only on a
-- Supabase project; on PGlite and plain Postgres this file does nothing.
-- Tested as Supabase runs them in tests/http/supabase-storage-realtime.test.ts.
-- =====================================================================

-- ---------------------------------------------------------------------
-- Realtime Authorization (private channels; «Allow public access» off)
-- ---------------------------------------------------------------------
-- Realtime admits a socket to a private channel, and lets it send, by
-- reading and inserting realtime.messages as the socket's JWT role, with
-- realtime.topic() naming the channel. The only token that reaches it is
-- the app's room token (edge/realtime/realtime-token.ts: role anon, the
-- rooms room-access.ts granted this caller — its own orders, its own user
-- room, the site-wide alerts — in `realtime_rooms`). So: receive broadcasts
-- on exactly those rooms; no insert policy, so no browser ever broadcasts
-- or tracks presence; the anon key, a Supabase Auth user or a token naming
-- other rooms join nothing.
do $$
begin
  if to_regclass('realtime.messages') is not null then
    drop policy if exists "Browsers receive the rooms their token names" on realtime.messages;
    create policy "Browsers receive the rooms their token names" on realtime.messages
      for select to anon
      using (
        realtime.messages.extension = 'broadcast'
        and jsonb_typeof(auth.jwt() -> 'realtime_rooms') = 'array'
        and (auth.jwt() -> 'realtime_rooms') ? (select realtime.topic())
      );
  end if;
end
$$;

-- ---------------------------------------------------------------------
-- Storage: one private bucket, no policy for the API roles
-- ---------------------------------------------------------------------
-- The server writes and reads uploads through Storage's S3 endpoint with
-- its own access keys (edge/storage/s3-storage.ts) and hands the bytes to
-- their owner from its own routes after its ownership checks; no Storage
-- URL ever reaches a browser. So the bucket is private and storage.objects
-- gets no policy for anon or authenticated: with row-level security on,
-- Supabase's Storage API then lists, reads, signs, uploads, moves and
-- deletes nothing for the anon key or any user token.
do $$
begin
  if to_regclass('storage.buckets') is not null then
    insert into storage.buckets (id, name, public)
    values ('uploads', 'uploads', false)
    on conflict (id) do update set public = false;
  end if;
end
$$;
