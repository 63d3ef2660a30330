-- =====================================================================
-- payment_succeeded follows the visitor who started the payment. The
-- bank's callback carries no visitor, so 20261128000800 still recorded
-- payment_succeeded for a payer who had switched analytics off in the
-- cookie notice. Now the payment row keeps that choice from its insert
-- (analytics.off in the starting transaction) and the success fact is
-- left out for it, like payment_started. Runs again without changing
-- anything.
-- =====================================================================

alter table private.payments add column if not exists analytics_off boolean not null default false;

create or replace function private.payments_remember_analytics_off() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.analytics_off := new.analytics_off or coalesce(current_setting('analytics.off', true), '') = 'on';
  return new;
end
$$;

drop trigger if exists payments_remember_analytics_off on private.payments;
create trigger payments_remember_analytics_off
  before insert on private.payments
  for each row execute function private.payments_remember_analytics_off();

create or replace function private.payments_track() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.analytics_off then
    return null;
  end if;
  if tg_op = 'INSERT' then
    perform private.record_analytics_fact('payment_started', new.user_id, null,
      jsonb_build_object('payment_id', new.id, 'kind', new.kind, 'amount_kopecks', new.amount_kopecks));
  elsif new.status = 'succeeded' and old.status is distinct from 'succeeded' then
    perform private.record_analytics_fact('payment_succeeded', new.user_id, null,
      jsonb_build_object('payment_id', new.id, 'kind', new.kind, 'amount_kopecks', new.amount_kopecks));
  end if;
  return null;
end
$$;

revoke execute on function private.payments_remember_analytics_off() from public;
revoke execute on function private.payments_track() from public;
