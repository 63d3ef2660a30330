-- =====================================================================
-- The payer lock (20261125002610_training_backend.sql) under a product-
-- neutral name: it locks and reads the balance for a training reply and
-- for an AI order paid from trial credits alike. private.lock_payer is the
-- same function; the old name goes. Runs again without changing anything.
-- =====================================================================

create or replace function private.lock_payer(p_user uuid)
  returns table (trials bigint, tokens bigint, has_active_subscription boolean)
  language plpgsql
  security definer
  set search_path = ''
  as $$
  begin
    if p_user is null then
      raise exception 'lock_payer needs a user' using errcode = '22023';
    end if;
    insert into private.balances (user_id) values (p_user) on conflict (user_id) do nothing;
    return query
      select b.trials, b.subscription_tokens + b.temporary_tokens + b.permanent_tokens,
             exists (select 1 from private.subscriptions s where s.user_id = p_user and s.ends_at > now() and s.frozen_at is null)
        from private.balances b where b.user_id = p_user for update;
  end
  $$;

revoke execute on function private.lock_payer(uuid) from public;
grant execute on function private.lock_payer(uuid) to service_role;

drop function if exists private.lock_training_payer(uuid);
