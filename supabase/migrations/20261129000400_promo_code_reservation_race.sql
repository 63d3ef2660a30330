-- =====================================================================
-- A single-use promo code's reservation holds under a race.
-- reserve_promo_code (20261129000200) decided in one statement whether
-- the payment holding the use could still be paid. Under READ COMMITTED,
-- a second payment's insert waited for the first to commit. Its ON
-- CONFLICT re-check then saw the new reservation, but its subquery ran
-- on the statement's older snapshot, where the first payment did not
-- exist yet. So the second payment took the use too, and two discounted
-- payments opened (CI saw 2 of 4 concurrent purchases open on a real
-- Postgres). The function now waits for the row, then locks it and reads
-- it and its payment in later statements, each on a fresh snapshot.
-- =====================================================================

create or replace function private.reserve_promo_code(p_user uuid, p_promo_code_id int, p_payment uuid) returns boolean
  language plpgsql
  set search_path = ''
  as $$
  declare
    v_status text;
    v_payment uuid;
  begin
    -- A released reservation may vanish between the two steps: then the use is free, so try to take it again.
    for attempt in 1..3 loop
      -- Free: this payment takes it. Held, or being taken by a transaction still running: the insert waits for that
      -- transaction and does nothing.
      insert into private.promo_code_redemptions (promo_code_id, user_id, ref, status, payment_id)
        values (p_promo_code_id, p_user, p_payment::text, 'reserved', p_payment)
        on conflict (promo_code_id, user_id) do nothing;
      if found then
        return true;
      end if;
      -- A later statement, so a fresh snapshot: the holder and its payment are committed and visible now.
      select r.status, r.payment_id into v_status, v_payment
        from private.promo_code_redemptions r
       where r.promo_code_id = p_promo_code_id and r.user_id = p_user
         for update;
      if not found then
        continue;
      end if;
      if v_status <> 'reserved' then
        return false;
      end if;
      if v_payment = p_payment then
        return true;
      end if;
      -- The holder may still be paid: the use stays with it.
      if exists (
        select 1 from private.payments p
         where p.id = v_payment
           and (p.status = 'succeeded' or (p.status in ('created', 'pending') and p.created_at > now() - interval '1 hour'))
      ) then
        return false;
      end if;
      -- The holder was cancelled or abandoned: this payment takes the use over.
      update private.promo_code_redemptions
         set ref = p_payment::text, payment_id = p_payment, redeemed_at = now()
       where promo_code_id = p_promo_code_id and user_id = p_user;
      return true;
    end loop;
    return false;
  end
  $$;

revoke execute on function private.reserve_promo_code(uuid, int, uuid) from public;
grant execute on function private.reserve_promo_code(uuid, int, uuid) to service_role;
