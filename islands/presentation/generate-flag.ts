// shouldGeneratePresentationForOrder (orders.md §2): a link that opens an order and starts its slides at once. Its value
// names the order — the page's own order by its id or its unified order id (the number in the address), or 1/true for
// «this page's order»; any other value is ignored. The flag is used once: the address loses it, so a reload does not
// start the slides again.
export const GENERATE_PARAM = 'shouldGeneratePresentationForOrder'

/** Whether the address asks to generate this order (the page's own order, loaded by the API, so the client's). */
export function wantsGeneration(search: string, order: { id: string; unifiedOrderId: string }): boolean {
  const v = new URLSearchParams(search).get(GENERATE_PARAM)?.trim()
  if (!v) return false
  return v === '1' || v === 'true' || v === order.id || v === order.unifiedOrderId
}

/** The address without the flag (path, the other parameters and the hash). */
export function withoutGenerateFlag(href: string): string {
  const url = new URL(href)
  url.searchParams.delete(GENERATE_PARAM)
  return url.pathname + url.search + url.hash
}
