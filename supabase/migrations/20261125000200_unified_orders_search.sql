-- =====================================================================
-- "My orders" at scale (me.unifiedOrders, orders.md §7): a client with
-- thousands of orders gets a page, its two tab counters and a text
-- search in a few milliseconds.
-- =====================================================================

-- ---------------------------------------------------------------------
-- Visibility, evaluated once per statement instead of once per row
-- ---------------------------------------------------------------------
-- The same rule as private.owns_order (an owned order is its user's; an
-- unowned one is the guest browser's by fingerprint), spelled out here
-- because a helper with `set search_path` is never inlined: Postgres
-- called it, and auth.uid() inside it re-parsed the JWT claims, for
-- every row, which made counting 5 000 orders take ~200 ms (2 ms now). As
-- uncorrelated sub-selects, the caller's id and fingerprint are read
-- once per statement and each row costs two comparisons.
alter policy "Unified orders are visible to their owner" on public.unified_orders
  using (
    case
      when user_id is not null then user_id = (select auth.uid())
      else guest_fingerprint = (select private.request_fingerprint())
    end
  );

-- No index of its own: the page, the counters and the text search read
-- one client's rows through unified_orders_user_recent_idx and
-- unified_orders_user_status_idx (orders kernel), and an `ilike` over a
-- few thousand rows of one client costs about a millisecond, so a
-- trigram index would buy nothing here.
