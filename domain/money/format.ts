// Money as the interface shows it: whole rubles with Russian digit grouping and the ₽ sign.

// Intl ru-RU groups thousands with a no-break space (U+00A0) and puts one before ₽, so a price never wraps.
const RUBLES = new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB', minimumFractionDigits: 0, maximumFractionDigits: 2 })

/** `1990` → `1 990 ₽` (no-break spaces); fractions only when there are kopecks: `12,5` → `12,5 ₽`. */
export function formatRubles(rubles: number): string {
  return RUBLES.format(rubles)
}

/** Ledger amounts are kopecks; `199000` → `1 990 ₽`. */
export function formatKopecks(kopecks: number): string {
  return formatRubles(kopecks / 100)
}

export const kopecksToRubles = (kopecks: number) => kopecks / 100
