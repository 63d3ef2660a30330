-- =====================================================================
-- Training mode, the reply charge (edge/training/charge/charge-reply.ts):
-- what pays for a tutor reply is decided from the balance read under its
-- row lock, so ten concurrent sends with three trial credits charge exactly
-- three. The server's role may read balances but not lock them (a lock
-- needs UPDATE, which only the money functions hold), so this definer
-- function takes the lock in the caller's transaction and reads the payer.
-- The whole file may run again and changes nothing the second time.
-- =====================================================================

create or replace function private.lock_training_payer(p_user uuid)
  returns table (trials bigint, tokens bigint, has_active_subscription boolean)
  language plpgsql
  security definer
  set search_path = ''
  as $$
  begin
    if p_user is null then
      raise exception 'lock_training_payer needs a user' using errcode = '22023';
    end if;
    insert into private.balances (user_id) values (p_user) on conflict (user_id) do nothing;
    return query
      select b.trials, b.subscription_tokens + b.temporary_tokens + b.permanent_tokens,
             exists (select 1 from private.subscriptions s where s.user_id = p_user and s.ends_at > now() and s.frozen_at is null)
        from private.balances b where b.user_id = p_user for update;
  end
  $$;

revoke execute on function private.lock_training_payer(uuid) from public;
grant execute on function private.lock_training_payer(uuid) to service_role;
