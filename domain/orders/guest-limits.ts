// What a guest is told when guests' AI work is over its limits (issue 29, finding 3; edge/orders/guest-limits.ts).
export const GUEST_LIMIT_MESSAGE = 'Слишком много запросов, попробуй через минуту'
