-- =====================================================================
-- Team alerts (edge/ops/team-alert.ts): a dead job, a refused bank
-- notification and the like reach the team's Telegram chat or e-mail at
-- most once per kind per window. One row per kind remembers when it last
-- went out and how many of the same kind were held back since.
-- Server-only: private schema; only the server's service role may touch it.
-- The whole file may run again and changes nothing the second time.
-- =====================================================================

create table if not exists private.team_alerts (
  kind text primary key,
  last_sent_at timestamptz not null,
  -- Alerts of this kind held back since last_sent_at.
  held_back int not null default 0,
  -- held_back as it was when the last alert went out (that alert says it).
  held_back_before int not null default 0,
  constraint team_alerts_kind_is_short check (length(kind) between 1 and 100)
);

alter table private.team_alerts enable row level security;
revoke all on private.team_alerts from public, anon, authenticated;
grant select, insert, update on private.team_alerts to service_role;
