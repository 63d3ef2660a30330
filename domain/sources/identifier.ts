// What a student types to add a source by its identifier: a DOI, an ISBN (10 or 13 digits with a valid check digit)
// or a web address. Pure: the lookup itself is edge/sources/resolve-identifier.ts.

export type TSourceIdentifier = { kind: 'doi'; doi: string } | { kind: 'isbn'; isbn: string } | { kind: 'url'; url: string }

export const IDENTIFIER_MESSAGES = {
  invalid: 'Укажи DOI (10.1234/abcd), ISBN или ссылку на источник',
  doiNotFound: 'Не нашли источник по этому DOI',
  isbnNotFound: 'Не нашли книгу по этому ISBN',
  urlUnreadable: 'Не получилось прочитать данные источника по этой ссылке',
  urlRefused: 'Эту ссылку открыть нельзя: нужен публичный адрес http:// или https://',
  unavailable: 'Каталог источников не ответил. Попробуй позже',
  connectedOnly: 'Добавить источник по DOI, ISBN или ссылке можно, когда сервис подключён к каталогам Crossref и OpenAlex',
  incomplete: 'У источника нет названия или года издания — добавь его с файлом',
  /** Over a per-minute limit of lookups (edge/sources/lookup-rate-limit.ts). */
  tooMany: 'Слишком много запросов, попробуй через минуту',
  /** Over the account's daily limit of lookups. */
  tooManyToday: 'Слишком много запросов за сутки, попробуй завтра',
} as const

const DOI = /^(?:https?:\/\/(?:dx\.)?doi\.org\/|doi:\s*)?(10\.\d{4,9}\/\S+)$/i

function isbnValid(digits: string): boolean {
  if (digits.length === 10) {
    const sum = [...digits].reduce((s, c, i) => s + (c === 'X' ? 10 : Number(c)) * (10 - i), 0)
    return /^\d{9}[\dX]$/.test(digits) && sum % 11 === 0
  }
  if (digits.length === 13 && /^\d{13}$/.test(digits)) return [...digits].reduce((s, c, i) => s + Number(c) * (i % 2 ? 3 : 1), 0) % 10 === 0
  return false
}

/** The identifier in its normal form (bare lower-case DOI, ISBN digits), or null when it is none of the three. */
export function parseSourceIdentifier(raw: string): TSourceIdentifier | null {
  const s = raw.trim()
  const doi = DOI.exec(s)
  if (doi) return { kind: 'doi', doi: doi[1]!.toLowerCase() }
  const isbn = s.replace(/^isbn(?:-1[03])?:?\s*/i, '').replace(/[\s-]/g, '').toUpperCase()
  if (/^[\dX]{10,13}$/.test(isbn) && isbnValid(isbn)) return { kind: 'isbn', isbn }
  if (/^https?:\/\/[^\s/]+\.[^\s]+$/i.test(s) || /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?(\/\S*)?$/i.test(s)) return { kind: 'url', url: s }
  return null
}
