-- =====================================================================
-- The rate limits' clock: private.rate_limit_clock() is the instant the
-- fixed windows of private.take_rate_limit (20261121001010_sign_in.sql)
-- are counted at. It is now() here; a test's own database replaces it
-- with a fixed instant, so a burst that counts a limit up to its maximum
-- never falls into two windows because the wall clock crossed a window's
-- end (a CI run at 11:00 UTC split 30 wrong codes between two hours).
-- edge/auth/rate-limit.ts reads the same clock for the seconds left in a
-- window and for «is this window already full».
--
-- take_rate_limit keeps its signature, so no second overload is left
-- behind, and its body but for the clock; create or replace keeps its
-- grants (service_role only, none for public: tests/http/auth-rls.test.ts).
-- =====================================================================

create or replace function private.rate_limit_clock() returns timestamptz
  language sql
  stable
  set search_path = ''
  as $$ select now() $$;

revoke execute on function private.rate_limit_clock() from public;
grant execute on function private.rate_limit_clock() to service_role;

-- Counts one hit in the current window of `p_window_seconds` and says whether it is within `p_max`.
create or replace function private.take_rate_limit(p_bucket text, p_window_seconds int, p_max int) returns boolean
  language plpgsql
  set search_path = ''
  as $$
  declare
    v_now timestamptz := private.rate_limit_clock();
    v_start timestamptz := to_timestamp(floor(extract(epoch from v_now) / p_window_seconds) * p_window_seconds);
    v_hits int;
  begin
    insert into private.rate_limit_hits as r (bucket, window_start, hits) values (p_bucket, v_start, 1)
      on conflict (bucket, window_start) do update set hits = r.hits + 1
      returning hits into v_hits;
    -- Old windows are swept now and then instead of by a scheduled job.
    if random() < 0.01 then
      delete from private.rate_limit_hits where window_start < v_now - interval '2 days';
    end if;
    return v_hits <= p_max;
  end
  $$;

