// The legal documents (platform.md §2 docs, §5 sign-up agreement, §2 cookie notice): each at its own address under
// /ecosystem/docs, with the version in force and the date it took effect. Texts: content/legal/<slug>/<version>.md.

export type TLegalDocument = {
  slug: 'user-agreement' | 'privacy-policy' | 'personal-data-consent' | 'offer' | 'cookie-policy'
  title: string
  /** What it is about, for the index of documents. */
  summary: string
  /** The version in force: its text is content/legal/<slug>/<version>.md. */
  version: string
  /** ISO date the version took effect. */
  effectiveDate: string
}

export const DOCS_INDEX_PATH = '/ecosystem/docs'
export const legalDocPath = (slug: TLegalDocument['slug']) => `${DOCS_INDEX_PATH}/${slug}`

export const LEGAL_DOCUMENTS: readonly TLegalDocument[] = [
  { slug: 'user-agreement', title: 'Пользовательское соглашение', summary: 'Правила пользования Кампусом: аккаунт, сервисы, ответственность сторон.', version: '1.0', effectiveDate: '2026-11-25' },
  { slug: 'privacy-policy', title: 'Политика обработки персональных данных', summary: 'Какие данные мы собираем, зачем, сколько храним и как ими распорядиться (152-ФЗ).', version: '1.0', effectiveDate: '2026-11-25' },
  { slug: 'personal-data-consent', title: 'Согласие на обработку персональных данных', summary: 'Согласие, которое ты даёшь при входе и регистрации.', version: '1.0', effectiveDate: '2026-11-25' },
  { slug: 'offer', title: 'Публичная оферта', summary: 'Условия покупки токенов и подписки, оплата и возврат денег.', version: '1.0', effectiveDate: '2026-11-25' },
  { slug: 'cookie-policy', title: 'Политика использования cookie', summary: 'Какие cookie и записи в браузере мы используем и как их включить или отключить.', version: '1.1', effectiveDate: '2026-11-30' },
]

export function legalDocument(slug: string): TLegalDocument | null {
  return LEGAL_DOCUMENTS.find((d) => d.slug === slug) ?? null
}

/** `2026-11-25` → `25 ноября 2026 г.` (fixed, so the server and any reader see the same date). */
export function formatEffectiveDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number)
  const months = ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря']
  return `${d} ${months[(m ?? 1) - 1]} ${y} г.`
}
