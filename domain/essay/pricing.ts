// What a text work costs from the token balance. The spec does not show the payment threshold; a work costs 30 tokens
// (a 1-month tariff's 100 tokens pay for three works), and the threshold to pay equals the price.
export const ESSAY_PRICE_TOKENS = 30
export const ESSAY_PAYMENT_THRESHOLD = ESSAY_PRICE_TOKENS
