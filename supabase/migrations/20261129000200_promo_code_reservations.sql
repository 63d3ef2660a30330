-- =====================================================================
-- A single-use promo code is held by the payment that opens with it
-- (issue 29, finding 4). Until now the code was checked when a payment
-- opened and used up only when one succeeded, so one client could open
-- four discounted purchases and pay them all. Now opening a discounted
-- payment reserves the client's one use of the code for that payment; a
-- second discounted payment with the same code is refused while the first
-- may still be paid; a cancelled payment, or one left unpaid for an hour,
-- gives the use back; the payment that succeeds uses it up.
-- =====================================================================

alter table private.promo_code_redemptions
  add column if not exists status text not null default 'redeemed',
  add column if not exists payment_id uuid references private.payments (id);

do $$
begin
  if not exists (select 1 from pg_constraint where conname = 'promo_code_redemptions_status_known') then
    alter table private.promo_code_redemptions
      add constraint promo_code_redemptions_status_known check (status in ('reserved', 'redeemed'));
  end if;
end
$$;

create index if not exists promo_code_redemptions_payment on private.promo_code_redemptions (payment_id)
  where payment_id is not null;

-- Reserves (p_promo_code_id, p_user)'s one use for payment p_payment. True when this payment holds it now: it was
-- free, already this payment's (a retry reusing the payment), or held by a payment that can no longer be paid
-- (cancelled, or opened over an hour ago and still unpaid). The primary key serialises concurrent reservations.
create or replace function private.reserve_promo_code(p_user uuid, p_promo_code_id int, p_payment uuid) returns boolean
  language sql
  set search_path = ''
  as $$
    with taken as (
      insert into private.promo_code_redemptions as r (promo_code_id, user_id, ref, status, payment_id)
      values (p_promo_code_id, p_user, p_payment::text, 'reserved', p_payment)
      on conflict (promo_code_id, user_id) do update
        set ref = excluded.ref, payment_id = excluded.payment_id, redeemed_at = now()
        where r.status = 'reserved'
          and (r.payment_id = excluded.payment_id
               or not exists (
                 select 1 from private.payments p
                  where p.id = r.payment_id
                    and (p.status = 'succeeded' or (p.status in ('created', 'pending') and p.created_at > now() - interval '1 hour'))))
      returning 1
    )
    select exists (select 1 from taken)
  $$;

-- The payment that succeeds uses the code up: its reservation (or one nobody holds any more) becomes the redemption;
-- false when the code was already used by another payment.
create or replace function private.redeem_promo_code(p_user uuid, p_promo_code_id int, p_ref text default null) returns boolean
  language plpgsql
  security definer
  set search_path = ''
  as $$
  declare
    v_count int;
  begin
    update private.promo_code_redemptions
       set status = 'redeemed', ref = p_ref, redeemed_at = now()
     where promo_code_id = p_promo_code_id and user_id = p_user and status = 'reserved';
    get diagnostics v_count = row_count;
    if v_count = 1 then
      return true;
    end if;
    insert into private.promo_code_redemptions (promo_code_id, user_id, ref) values (p_promo_code_id, p_user, p_ref)
      on conflict do nothing;
    get diagnostics v_count = row_count;
    return v_count = 1;
  end
  $$;

-- A payment that can no longer be paid gives its reservation back.
create or replace function private.release_promo_code(p_payment uuid) returns void
  language sql
  set search_path = ''
  as $$
    delete from private.promo_code_redemptions where payment_id = p_payment and status = 'reserved'
  $$;

revoke execute on function private.reserve_promo_code(uuid, int, uuid) from public;
revoke execute on function private.release_promo_code(uuid) from public;
grant execute on function private.reserve_promo_code(uuid, int, uuid) to service_role;
grant execute on function private.release_promo_code(uuid) to service_role;
