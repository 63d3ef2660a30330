// What a text work costs from the token balance. The spec does not show the price or the payment threshold; a work
// costs 30 tokens (a 1-month tariff's 100 tokens pay for three works), and the threshold to pay is the price itself:
// whoever holds the price can pay, so the two are one constant.
export const ESSAY_PRICE_TOKENS = 30
