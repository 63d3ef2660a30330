// What a guest without a browser fingerprint is told when it starts an order (the fingerprint is how it reopens it).
export const BROWSER_UNKNOWN = 'Не получилось определить твой браузер. Обнови страницу и попробуй ещё раз'
