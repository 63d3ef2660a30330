-- =====================================================================
-- Paying an order from the token balance: one call takes the price from
-- subscription tokens first (they renew monthly), then temporary ones,
-- then permanent (bought) ones. Locked, idempotent by key, never below
-- zero: the order products (text work first) call it through the server.
-- =====================================================================

create or replace function private.spend_tokens(
  p_user uuid, p_amount bigint, p_reason text, p_key text, p_ref text default null
) returns boolean
  language plpgsql
  security definer
  set search_path = ''
  as $$
  declare
    v_balance private.balances;
    v_left bigint := p_amount;
    v_take bigint;
    v_account text;
    v_have bigint;
  begin
    if p_user is null or p_key is null or p_key = '' or p_amount is null or p_amount <= 0 then
      raise exception 'spend_tokens needs a user, a key and a positive amount' using errcode = '22023';
    end if;
    insert into private.balances (user_id) values (p_user) on conflict (user_id) do nothing;
    select * into v_balance from private.balances where user_id = p_user for update;
    -- Looked up after the lock: a concurrent spend with the same key has committed by now.
    if exists (select 1 from private.ledger_entries l
                where l.idempotency_key = any (array[p_key || ':subscription_tokens', p_key || ':temporary_tokens', p_key || ':permanent_tokens'])) then
      return false;
    end if;
    if v_balance.subscription_tokens + v_balance.temporary_tokens + v_balance.permanent_tokens < p_amount then
      raise exception 'insufficient tokens: has %, needs %',
        v_balance.subscription_tokens + v_balance.temporary_tokens + v_balance.permanent_tokens, p_amount
        using errcode = 'MN001';
    end if;
    foreach v_account in array array['subscription_tokens', 'temporary_tokens', 'permanent_tokens'] loop
      exit when v_left = 0;
      v_have := case v_account
        when 'subscription_tokens' then v_balance.subscription_tokens
        when 'temporary_tokens' then v_balance.temporary_tokens
        else v_balance.permanent_tokens end;
      v_take := least(v_have, v_left);
      continue when v_take = 0;
      perform private.move_money(p_user, v_account, -v_take, p_reason, p_key || ':' || v_account, p_ref, null);
      v_left := v_left - v_take;
    end loop;
    return true;
  end
  $$;

revoke execute on function private.spend_tokens(uuid, bigint, text, text, text) from public;
grant execute on function private.spend_tokens(uuid, bigint, text, text, text) to service_role;
