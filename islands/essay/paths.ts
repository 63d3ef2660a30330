// Addresses of the text-work wizard (orders.md §2): start and the order's own page by its unified order id.
export const TEXT_COPILOT_PATH = '/ecosystem/text-copilot'

export const orderPath = (unifiedOrderId: string) => `${TEXT_COPILOT_PATH}/${encodeURIComponent(unifiedOrderId)}`
