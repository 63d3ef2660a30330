// One entry of a reference list against GOST R 7.0.100-2018: parsed into its parts (the author heading, title,
// responsibility, journal, place, publisher, year, pages, URL and access date), each missing or mis-punctuated part
// named, and the entry written back corrected. Corrections are textual, so what the parser does not understand
// stays as the student wrote it.

export type TReferenceKind = 'book' | 'article' | 'electronic'

export type TReferenceParts = {
  kind: TReferenceKind
  /** «Иванов, И. И.» as written. */
  heading?: string
  title?: string
  journal?: string
  place?: string
  publisher?: string
  year?: string
  pages?: string
  url?: string
  accessDate?: string
}

export type TReferenceCheck = {
  parts: TReferenceParts
  problems: string[]
  suggestion: string
  /**
   * Whether the suggestion may replace the entry without asking: it guesses nothing (no page count or access date
   * the student did not give) and keeps every word and number of the entry.
   */
  certain: boolean
}

const SURNAME = "[А-ЯЁA-Z][а-яёa-z'’]+(?:-[А-ЯЁA-Z][а-яёa-z'’]+)?"
const INITIAL = '[А-ЯЁA-Z][а-яёa-z]?\\.'
// «Иванов, И. И.», «Иванов И.И.», «Иванов, И.»: a surname and one or two initials.
const HEADING = new RegExp(`^(${SURNAME})(,?)\\s*(${INITIAL})\\s*(${INITIAL})?(?=\\s|$)`)
// «И. И. Иванов» at the start: the initials go after the surname in a heading.
const INITIALS_FIRST = new RegExp(`^(${INITIAL})\\s*(${INITIAL})?\\s*(${SURNAME})(?=[\\s.,])`)
const AREA = /\.\s+[–—-]\s+/
const PLACE = '(?:М\\.|СПб\\.|Н\\. Новгород|[А-ЯЁA-Z][а-яёa-z]+(?:-на-[А-ЯЁ][а-яё]+|-[А-ЯЁA-Z][а-яёa-z]+)?(?: [А-ЯЁA-Z][а-яёa-z]+)?)'
const PUBLICATION = new RegExp(`(?:^|\\.\\s+(?:[–—-]\\s+)?)(${PLACE})\\s*:\\s*([^:]+?),\\s*((?:1[5-9]|20)\\d{2})\\b`)
// Where the title ends: the responsibility, the journal, the next area — or, in the old style without dashes, the
// place, the page count, the address or the year.
const TITLE_END = new RegExp(`\\s*\\/\\/\\s*|\\s+\\/\\s+|\\.\\s+[–—-]\\s+|\\.\\s+(?=${PLACE}\\s*:|\\d+\\s*(?:с|стр)\\.|URL|https?:|(?:1[5-9]|20)\\d{2}\\.)`)
// \b does not see Cyrillic letters as word characters: a letter's own boundary.
const NOT_LETTER = '(?<![А-Яа-яЁёA-Za-z])'
const YEAR = /\b((?:1[5-9]|20)\d{2})\b/
const URL_RE = /(URL:\s*)?(https?:\/\/[^\s)]+)/i
const ACCESS = /\(?\s*дата (?:обращения|доступа)\s*:?\s*([0-9.]+)\s*\)?/i

/** The reversed name for the responsibility area: «Иванов, И. И.» → «И. И. Иванов». */
const reversed = (surname: string, a: string, b?: string) => `${a}${b ? ` ${b}` : ''} ${surname}`

export function parseReferenceEntry(raw: string): TReferenceParts {
  const s = normalize(raw)
  const url = URL_RE.exec(s)
  const kind: TReferenceKind = /\s\/\/\s?|\S\/\/\s/.test(s.replace(/https?:\/\/\S+/g, '')) ? 'article' : url ? 'electronic' : 'book'
  const heading = HEADING.exec(s)
  const rest = heading ? s.slice(heading[0].length).trim() : s
  const title = rest.split(TITLE_END)[0]?.trim()
  const withoutUrl = s.replace(/https?:\/\/\S+/g, '').replace(ACCESS, '')
  const afterTitle = title ? withoutUrl.slice(withoutUrl.indexOf(title) + title.length) : withoutUrl
  const pub = PUBLICATION.exec(afterTitle)
  const journal = kind === 'article' ? /\/\/\s*([^.]+(?:\.[^–—\-.\d][^.]*)*?)(?=\.\s+[–—-]|\.\s+\d|,\s*\d{4}|$)/.exec(s)?.[1]?.trim() : undefined
  const pages = kind === 'article' ? new RegExp(`${NOT_LETTER}(?:[СсCcPp]|pp)\\.\\s*(\\d+(?:\\s*[–—-]\\s*\\d+)?)`).exec(afterTitle)?.[1] : /(\d+)\s*(?:с|стр|p|pp)\.(?!\s*\d)/.exec(afterTitle)?.[1]
  return {
    kind,
    heading: heading?.[0],
    title,
    journal,
    place: pub?.[1],
    publisher: pub?.[2]?.trim(),
    year: pub?.[3] ?? YEAR.exec(afterTitle)?.[1],
    pages,
    url: url?.[2],
    accessDate: ACCESS.exec(s)?.[1],
  }
}

/** Non-breaking spaces as spaces, single spaces, no list number in front. */
function normalize(raw: string): string {
  return raw.replace(/\u00a0/g, ' ').replace(/\s+/g, ' ').trim().replace(/^\d{1,3}\s*[.)]\s+/, '')
}

/** Checks one entry; `today` (ДД.ММ.ГГГГ) is the access date suggested where an online source has none. */
export function checkReferenceEntry(raw: string, today: string): TReferenceCheck {
  const parts = parseReferenceEntry(raw)
  const problems: string[] = []
  let out = normalize(raw)

  // Areas: «. – » between them. A hyphen or no dash at all is the commonest slip.
  if (/\.\s+-\s+/.test(out)) problems.push('Области описания разделяются точкой и тире: «. – »')
  out = out.replace(/\.\s+[-—]\s+/g, '. – ')
  const before = out
  // Where the title begins: a word after the author's initials («Иванов, И. И. Экономикс: …») is the title, not a place.
  const titleAt = HEADING.exec(out)?.[0].length ?? 0
  out = out
    .replace(new RegExp(`\\.\\s+(?=${PLACE}\\s*:\\s)`, 'g'), (m: string, at: number) => (at < titleAt + 1 ? m : '. – '))
    .replace(/(?<![–—]\s?)\.\s+(?=\d+\s*(?:с|стр)\.(?!\s*\d))/g, '. – ')
    .replace(/(?<![–—]\s?)\.\s+(?=URL:|https?:)/g, '. – ')
  if (parts.kind === 'article') {
    out = out
      .replace(/(\/\/[^–—]*?)\.\s+(?=(?:1[5-9]|20)\d{2}\b)/, '$1. – ')
      .replace(/\.\s+(?=(?:Т\.\s*\d+,\s*)?№\s*\d)/g, '. – ')
      .replace(/(?<![–—]\s?)[.,]\s+(?=[СсCc]\.\s*\d+\s*[–—-]\s*\d+)/g, '. – ')
  }
  if (out !== before && !problems.some((p) => p.startsWith('Области'))) problems.push('Области описания разделяются точкой и тире: «. – »')

  const h = HEADING.exec(out)
  if (h) {
    const [whole, surname, comma, a, b] = h as unknown as [string, string, string, string, string | undefined]
    const good = `${surname}, ${a}${b ? ` ${b}` : ''}`
    if (!comma) problems.push('После фамилии в заголовке ставится запятая: «Иванов, И. И.»')
    else if (b && !/\.\s/.test(whole.slice(whole.indexOf(a)))) problems.push('Инициалы пишутся через пробел: «И. И.»')
    out = good + out.slice(whole.length)
    // Up to three authors are repeated after the title, initials first.
    if (!/\s\/\s/.test(out.split(/\s\/\/\s/)[0] ?? '')) {
      problems.push('После заглавия нужны сведения об ответственности: «/ И. И. Иванов»')
      const resp = ` / ${reversed(surname, a, b)}`
      const cut = parts.kind === 'article' ? out.search(/\s*\/\/\s*/) : out.search(AREA)
      out = cut > 0 ? out.slice(0, cut) + resp + out.slice(cut) : out
    }
  } else {
    const f = INITIALS_FIRST.exec(out)
    if (f) {
      const [whole, a, b, surname] = f as unknown as [string, string, string | undefined, string]
      problems.push('Заголовок записи начинается с фамилии, инициалы после неё: «Иванов, И. И.»')
      out = `${surname}, ${a}${b ? ` ${b}` : ''}${out.slice(whole.length)}`
    }
  }

  if (parts.kind === 'article') {
    if (!/\s\/\/\s/.test(out)) {
      problems.push('Перед названием журнала ставятся две косые черты с пробелами: « // »')
      out = out.replace(/\s*\/\/\s*/, ' // ')
    }
    if (!parts.journal) problems.push('Не указано название журнала или сборника')
    if (!parts.year) problems.push('Не указан год выпуска')
    if (!parts.pages) problems.push('Не указаны страницы статьи: «С. 15–28»')
    else if (new RegExp(`${NOT_LETTER}с\\.\\s*\\d+\\s*[–—-]\\s*\\d+`).test(out)) {
      problems.push('Страницы статьи пишутся с прописной: «С. 15–28»')
      out = out.replace(new RegExp(`${NOT_LETTER}с\\.\\s*(?=\\d+\\s*[–—-]\\s*\\d+)`), 'С. ')
    }
  } else if (parts.kind === 'book') {
    if (!parts.place) problems.push('Не указаны место издания и издательство: «Москва : Наука, 2020»')
    if (!parts.year) problems.push('Не указан год издания')
    if (!parts.pages) {
      problems.push('Не указан объём: «250 с.»')
      out = out.replace(/\.?$/, '. – [число страниц] с.')
    }
  }
  if (/\d\s*стр\./.test(out)) {
    problems.push('Объём указывается как «250 с.», не «стр.»')
    out = out.replace(/(\d)\s*стр\./g, '$1 с.')
  }
  if (parts.place && new RegExp(`${escape(parts.place)}:\\s`).test(out)) {
    problems.push('Место издания и издательство разделяются « : » (с пробелами)')
    out = out.replace(new RegExp(`${escape(parts.place)}:\\s`), `${parts.place} : `)
  }

  let electronic = false
  if (/\[\s*Электронный ресурс\s*\]/i.test(out)) {
    problems.push('«[Электронный ресурс]» — обозначение старого ГОСТ 7.1-2003: по ГОСТ Р 7.0.100-2018 пишется «– Текст : электронный»')
    out = out.replace(/\s*\[\s*Электронный ресурс\s*\]/i, '')
    electronic = true
  }
  if (parts.url) {
    out = out.replace(/Режим доступа\s*:?\s*(?=https?:)/i, 'URL: ')
    if (!/URL:\s*https?:/i.test(out)) {
      problems.push('Адрес сайта пишется после «URL:»')
      out = out.replace(/(https?:\/\/)/i, 'URL: $1')
    }
    if (!parts.accessDate) {
      problems.push('Для электронного ресурса нужна дата обращения: «(дата обращения: ДД.ММ.ГГГГ)»')
      out = out.replace(/(https?:\/\/[^\s)]+?)([.,;]?)(\s|$)/, `$1 (дата обращения: ${today})$3`)
    } else if (!/^\d{2}\.\d{2}\.\d{4}$/.test(parts.accessDate)) problems.push('Дата обращения пишется как «ДД.ММ.ГГГГ»')
  }
  // Page ranges take an en dash.
  out = out.replace(/(\d)\s*-\s*(\d)/g, (m, a: string, b: string, at: number, all: string) => (/\d{4}-\d{3}/.test(all.slice(Math.max(0, at - 4), at + 5)) || /ISBN|ISSN/.test(all.slice(Math.max(0, at - 25), at)) ? m : `${a}–${b}`))
  if (!out.endsWith('.')) {
    problems.push('В конце описания ставится точка')
    out += '.'
  }
  // The medium the old «[Электронный ресурс]» named goes last, as its own area.
  if (electronic && !/Текст\s*:\s*электронный/i.test(out)) out += ' – Текст : электронный.'
  return { parts, problems, suggestion: out, certain: keepsEveryWord(raw, out) && !out.includes('[число страниц]') && (!parts.url || parts.accessDate !== undefined) }
}

const WORD = /[\p{L}\p{N}]+/gu

/** Every word and number of the entry is still in the suggestion (the old «[Электронный ресурс]» and «Режим доступа» aside). */
function keepsEveryWord(raw: string, suggestion: string): boolean {
  const have = new Map<string, number>()
  for (const w of suggestion.toLowerCase().match(WORD) ?? []) have.set(w, (have.get(w) ?? 0) + 1)
  const source = normalize(raw).replace(/\[\s*Электронный ресурс\s*\]/i, '').replace(/Режим доступа/i, '')
  for (const w of source.toLowerCase().match(WORD) ?? []) {
    const n = have.get(w) ?? 0
    if (n === 0) return false
    have.set(w, n - 1)
  }
  return true
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
