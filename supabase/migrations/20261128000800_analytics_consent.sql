-- =====================================================================
-- Server-side analytics facts honour the visitor's cookie notice: a
-- request whose visitor switched analytics off sets the transaction-local
-- analytics.off (edge/db/port.ts asCaller, edge/payments/start-payment.ts),
-- and the facts recorded in that transaction (order_created,
-- payment_started) are left out. A bank callback carries no visitor, so
-- payment_succeeded is still recorded. Runs again without changing anything.
-- =====================================================================

create or replace function private.record_analytics_fact(p_name text, p_user_id uuid, p_fingerprint text, p_props jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if coalesce(current_setting('analytics.off', true), '') = 'on' then
    return;
  end if;
  perform private.ensure_analytics_partitions(now());
  insert into private.analytics_events (name, props, context, user_id, fingerprint)
    values (p_name, p_props, jsonb_build_object('user_id', p_user_id, 'fingerprint', p_fingerprint, 'source', 'server'), p_user_id, p_fingerprint);
end
$$;

revoke execute on function private.record_analytics_fact(text, uuid, text, jsonb) from public;
