// Constants of the money islands (platform.md §9).

/** The spec's polling interval: how often the return page asks for the payment's status. */
export const POLLING_INTERVAL_MS = 2000
