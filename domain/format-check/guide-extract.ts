// Reads the formatting numbers a university's guideline («методичка») states — margins, font, size, line spacing,
// paragraph indent, alignment, where the page number goes — each with the sentence it was read from, so the student
// confirms or corrects them before a profile is saved (issue 37 part 4). Guidelines are written by hand, and their
// text often comes out of a PDF with lines broken mid-sentence, so the reader works on statements (sentences, the
// items of a list, the parts of a sentence between semicolons) and reads a number only next to the words that say
// what it is: a margin beside «поле» and a side, a size beside «кегль», «шрифт» or «пт», a spacing beside
// «интервал». A number it is not sure of is left out: the form then shows GOST 7.32's number and says it was not
// found, which is better than a wrong number shown as read from the guideline.
import { cmToTwips, mmToTwips, type TFormatProfile, ZFormatProfile } from './profile'

export type TGuideNumbers = {
  /** Millimetres. */
  margins: { top?: number; right?: number; bottom?: number; left?: number }
  font?: string
  /** Points, the body text's size. */
  size?: number
  /** A multiple of single: 1, 1.15, 1.5, 2. */
  lineSpacing?: number
  /** Centimetres. */
  firstLineIndent?: number
  alignment?: 'both' | 'left'
  pageNumbers?: 'bottom-center' | 'bottom-right' | 'top-center' | 'top-right'
}
export type TGuideField = 'margins.top' | 'margins.right' | 'margins.bottom' | 'margins.left' | 'font' | 'size' | 'lineSpacing' | 'firstLineIndent' | 'alignment' | 'pageNumbers'
export type TGuideFinding = { field: TGuideField; value: number | string; quote: string }

/** Plausible ranges a confirmed number must fall in; a number read outside them is more likely misread than meant. */
export const GUIDE_LIMITS: Record<'margin' | 'size' | 'lineSpacing' | 'firstLineIndent', { min: number; max: number; message: string }> = {
  margin: { min: 5, max: 50, message: 'Поле страницы — от 5 до 50 мм' },
  size: { min: 8, max: 20, message: 'Размер шрифта — от 8 до 20 пт' },
  lineSpacing: { min: 1, max: 3, message: 'Межстрочный интервал — от 1 до 3' },
  firstLineIndent: { min: 0, max: 3, message: 'Абзацный отступ — от 0 до 3 см' },
}

const within = (key: keyof typeof GUIDE_LIMITS, v: number) => Number.isFinite(v) && v >= GUIDE_LIMITS[key].min && v <= GUIDE_LIMITS[key].max
const num = (s: string) => Number(s.replace(',', '.'))
// Centimetres to millimetres without 1.5 * 10 style float noise (1,27 см → 12.7, not 12.700000000000001).
const round2 = (v: number) => Math.round(v * 100) / 100

const QUOTE = 200

// ---------------------------------------------------------------------------------------------------------------
// Statements

type TStatement = {
  /** Whitespace collapsed, as the quote shows it. */
  text: string
  /** Lower case with ё as е, index for index the same as text. */
  lower: string
  /**
   * Lowered texts whose first clause names the topic when the statement's own words do not: the first part of a
   * sentence split at «;» («Для таблиц: кегль 12; интервал одинарный»), the header a bulleted item follows.
   */
  topics: string[]
  /** The header («Параметры текста:») a bulleted item follows, shown before the item in its quote. */
  lead?: string
}

// A list item's mark: a dash or bullet, «1.», «1)», «а)».
const BULLET = /^(?:[-–—•·*▪●◦○■□➢►✓]|\d{1,2}(?:\.\d{1,2})*[.)]|[а-яa-z]\))\s+/u

// Lower case that keeps every index: a character whose lower case is longer (İ) stays as it is.
const lowerOf = (s: string) =>
  Array.from(s, (c) => {
    const l = c.toLowerCase()
    return l.length === c.length ? l : c
  })
    .join('')
    .replace(/ё/g, 'е')

function statementsOf(raw: string): TStatement[] {
  const text = raw
    .replace(/\r\n?/g, '\n')
    .replace(/[\u00A0\u2007\u2009\u202F]/g, ' ')
    .replace(/\u00AD/g, '')
    // A word hyphenated at a PDF's line end: «полутор-\nный».
    .replace(/(\p{L})-\n(?=\p{Ll})/gu, '$1')

  // Lines into blocks: a blank line, a sentence's end or a line that starts a new sentence or list item closes one;
  // a line that goes on in lower case, with a number or a Latin word (a PDF's «Times New\nRoman») continues it.
  const blocks: { text: string; bullet: boolean }[] = []
  let cur = ''
  let bullet = false
  const flush = () => {
    if (cur) blocks.push({ text: cur, bullet })
    cur = ''
    bullet = false
  }
  for (const rawLine of text.split('\n')) {
    const line = rawLine.replace(/\s+/g, ' ').trim()
    if (!line) {
      flush()
      continue
    }
    const marker = BULLET.exec(line)
    // A leading dash after an unfinished line is more likely the line's own dash («верхнее и нижнее\n– 20 мм»).
    if (marker && (!cur || bullet || /[.;:!?]$/.test(cur))) {
      flush()
      cur = line.slice(marker[0].length)
      bullet = true
      continue
    }
    if (cur && (/[.!?;]$/.test(cur) || (/^[А-ЯЁ]/.test(line) && !/[,:(«"–—-]$/.test(cur)))) flush()
    cur = cur ? `${cur} ${line}` : line
  }
  flush()

  const out: TStatement[] = []
  let header: string | undefined
  for (const b of blocks) {
    const lead = b.bullet ? header : undefined
    const sentences = b.text.split(/(?<=[.!?])\s+(?=[«"(]?[А-ЯЁA-Z])/u)
    for (const sentence of sentences) {
      const pieces = sentence
        .split(/;\s*/)
        .map((p) => p.trim())
        .filter(Boolean)
      pieces.forEach((piece, i) => {
        const topics = [...(i > 0 && pieces[0] ? [lowerOf(pieces[0])] : []), ...(lead ? [lowerOf(lead)] : [])]
        out.push({ text: piece, lower: lowerOf(piece), topics, lead })
      })
    }
    if (!b.bullet) {
      const last = sentences.at(-1)?.trim()
      header = last?.endsWith(':') ? last : undefined
    }
  }
  return out
}

// ---------------------------------------------------------------------------------------------------------------
// What a number is about

// Clauses for telling what a number is about: «Шрифт 14, в таблицах 12» holds two. A comma inside a number (1,5)
// does not part them.
const CLAUSE_BREAK = /,(?!\d)|[()]/gu

/** The first index in a sorted list greater than at (the list's length when none is). */
function firstAfter(sorted: readonly number[], at: number): number {
  let lo = 0
  let hi = sorted.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if ((sorted[mid] ?? 0) > at) hi = mid
    else lo = mid + 1
  }
  return lo
}

// The breaks of the statement last asked about: every number of a statement asks about the same one, and a
// statement of a PDF without full stops can be long.
let breaksOf: { lower: string; starts: number[]; ends: number[] } | null = null

/** [start, end) of the clause holding index. */
function clauseBounds(lower: string, index: number): [number, number] {
  if (breaksOf?.lower !== lower) {
    const found = [...lower.matchAll(CLAUSE_BREAK)]
    breaksOf = { lower, starts: found.map((m) => m.index), ends: found.map((m) => m.index + m[0].length) }
  }
  // The clause runs from the end of the last break before index to the next break at or after it.
  const next = firstAfter(breaksOf.starts, index - 1)
  return [next > 0 ? (breaksOf.ends[next - 1] ?? 0) : 0, breaksOf.starts[next] ?? lower.length]
}

const clauseAt = (lower: string, index: number) => lower.slice(...clauseBounds(lower, index))

const firstClause = (lower: string) => {
  const m = /,(?!\d)|[()]/u.exec(lower)
  return m ? lower.slice(0, m.index) : lower
}

const MAIN = /основн\p{L}*\s+(?:текст|част)|текст\p{L}*\s+(?:работы|реферата|курсов|дипломн|выпускн|пояснительн|документа|отчета|доклада|эссе)|(?:весь|всего|всему|всем)\s+текст/u
// Tables, footnotes, captions, headings, the title page, appendices, the list of sources and the page number itself
// may have their own size, spacing and alignment: a number stated for them is not the body's.
const OTHER =
  /таблиц|снос(?:к|ок)|подстрочн|рисун|иллюстрац|подпис|колонтитул|титульн|заголов|приложени|формул|спис(?:ок|к\p{L}*)\s+(?:литератур|источник|использ)|библиограф|аннотац|листинг|программн\p{L}*\s+код|примечани|надпис|чертеж|диаграмм|номер\p{L}*\s+страниц|презентац|слайд|плакат|цитат/u
const NEGATED = /не\s+(?:допуска|разреша|рекоменду|следует|использу)|запреща|недопустим/u
// «допускается одинарный интервал»: an alternative the guideline allows, not the rule it sets.
const ALLOWED = /допуска|разреша|можно|возможн|допустим|либо/u

type TScope = 'main' | 'neutral' | 'allowed' | 'other' | 'negated'
/** Lower wins; 'other' and 'negated' are not read at all. */
const RANK: Record<TScope, number | null> = { main: 0, neutral: 1, allowed: 2, other: null, negated: null }

function classify(s: string): TScope {
  if (NEGATED.test(s)) return 'negated'
  if (MAIN.test(s)) return 'main'
  if (OTHER.test(s)) return 'other'
  if (ALLOWED.test(s)) return 'allowed'
  return 'neutral'
}

/**
 * What the number at [at, end) is about: the words right after it («кегль 12 пт для сносок»), else its clause, else
 * the sentence's first clause («Для таблиц используется шрифт …, кегль 12»), else the topics the statement inherits.
 */
function scopeOf(st: TStatement, at: number, end: number): TScope {
  const after = st.lower.slice(end, end + 40).split(/[\d,;()]/)[0] ?? ''
  const local = /^\s*(?:пт|pt|пункт\p{L}*|мм|см)?\.?\s*[-–—:]?\s*(?:для|в|во)\s/u.test(after) ? classify(after) : 'neutral'
  if (local !== 'neutral') return local
  for (const s of [clauseAt(st.lower, at), firstClause(st.lower), ...st.topics.map(firstClause)]) {
    const c = classify(s)
    if (c !== 'neutral') return c
  }
  return 'neutral'
}

// ---------------------------------------------------------------------------------------------------------------
// Readers

type TCandidate = { field: TGuideField; value: number | string; st: number; at: number; len: number; rank: number }

type TRead = { st: TStatement; i: number; out: TCandidate[] }

function add(r: TRead, field: TGuideField, value: number | string, at: number, end: number, scope: TScope = scopeOf(r.st, at, end)) {
  const rank = RANK[scope]
  if (rank === null) return
  r.out.push({ field, value, st: r.i, at, len: end - at, rank })
}

// Numbers after «ГОСТ», «рис.», «табл.», «№», «с.» are designations, not lengths.
const DESIGNATION = /(?:рис\p{L}*\.?|табл\p{L}*\.?|№|гост(?:\s+р)?|прил\p{L}*\.?|стр\p{L}*\.?|(?<!\p{L})с\.|(?<!\p{L})п\.|пункт\p{L}*|раздел\p{L}*|глав\p{L}*)\s*$/u
const isDesignation = (lower: string, at: number) => DESIGNATION.test(lower.slice(Math.max(0, at - 20), at))

// --- Margins -----------------------------------------------------------------------------------------------------

type TSide = 'top' | 'right' | 'bottom' | 'left'
const SIDE_OF: Record<string, TSide> = { лев: 'left', слева: 'left', прав: 'right', справа: 'right', верхн: 'top', сверху: 'top', нижн: 'bottom', снизу: 'bottom' }
const SIDE_SOURCE = String.raw`(?<!\p{L})(?:(лев|прав|верхн|нижн)(?:ое|ого|ом|ым|ая|ой|ую|ее|его|ем|им|яя|ей|юю)|(слева|справа|сверху|снизу))(?!\p{L})`
const SIDE = new RegExp(SIDE_SOURCE, 'gu')
const STARTS_WITH_SIDE = new RegExp(String.raw`^[\s\-–—•]*${SIDE_SOURCE}`, 'u')
const UNIT_SOURCE = String.raw`мм|см|mm|cm|миллиметр\p{L}*|сантиметр\p{L}*`
const LENGTH = new RegExp(String.raw`(?<![\p{L}\d.,])(\d{1,3}(?:[.,]\d{1,2})?)(?!\d)(?:\s*[-–—]\s*\d{1,3}(?:[.,]\d{1,2})?(?!\d))?(?:\s*(${UNIT_SOURCE})(?!\p{L}))?`, 'gu')
// A unit standing alone («Поля (мм): левое 30…»); «см.» before a word is «смотри».
const UNIT_WORD = new RegExp(String.raw`(?<!\p{L})(${UNIT_SOURCE})(?!\p{L})(?!\.\s*\p{L})`, 'gu')
// «поля» as page margins; «в поле «Интервал»» is a field of Word's dialogue.
const MARGIN_CONTEXT = /(?<!\p{L})пол(?:е|я|ей|ям|ями|ях)(?!\p{L})(?!\s*[«"])|отступ\p{L}*\s+от\s+кра/u
const NUMBERING = /(?<!\p{L})(?:номер\p{L}*|нумер\p{L}*)/u

const isCm = (unit: string) => unit === 'см' || unit === 'cm' || unit.startsWith('сантиметр')

/**
 * Margins: each side word (левое, сверху…) waits for the next length, so «верхнее и нижнее – 20 мм» gives both; a
 * length right before a side word («30 мм слева») goes to it. A bare number takes the unit the statement names next
 * (or last). Reads only statements about margins: those naming «поля», and one that starts with a side right after
 * a margin statement («Верхнее поле – 2 см. Нижнее – 2,5 см.»). Returns whether the next statement may continue it.
 */
function readMargins(r: TRead, previousWasMargins: boolean): boolean {
  const { lower } = r.st
  const context = MARGIN_CONTEXT.test(lower) || r.st.topics.some((t) => MARGIN_CONTEXT.test(t))
  if (!context && !(previousWasMargins && STARTS_WITH_SIDE.test(lower))) return false
  // «Номер страницы – в центре нижнего поля, 10 мм от края» is about the number; «соответственно» lists values in
  // an order this reader does not follow.
  if (NUMBERING.test(lower) || /соответственно/u.test(lower)) return false

  type TToken = { kind: 'side'; side: TSide; at: number; end: number } | { kind: 'length'; value: string; unit?: string; at: number; end: number }
  const tokens: TToken[] = []
  for (const m of lower.matchAll(SIDE)) {
    const key = m[1] ?? m[2] ?? ''
    const side = SIDE_OF[key]
    if (side) tokens.push({ kind: 'side', side, at: m.index, end: m.index + m[0].length })
  }
  for (const m of lower.matchAll(LENGTH)) {
    if (isDesignation(lower, m.index) || !m[1]) continue
    tokens.push({ kind: 'length', value: m[1], unit: m[2], at: m.index, end: m.index + m[0].length })
  }
  tokens.sort((a, b) => a.at - b.at)
  const units = [...lower.matchAll(UNIT_WORD)].map((m) => ({ at: m.index, unit: m[1] ?? '' }))
  const unitAts = units.map((u) => u.at)
  const unitFor = (at: number) => {
    const next = firstAfter(unitAts, at)
    return (units[next] ?? units[next - 1])?.unit
  }

  const take = (t: TToken & { kind: 'length' }, sides: TSide[]) => {
    const unit = t.unit ?? unitFor(t.at)
    if (!unit) return
    const mm = round2(isCm(unit) ? num(t.value) * 10 : num(t.value))
    if (!within('margin', mm)) return
    for (const side of sides) add(r, `margins.${side}`, mm, t.at, t.end)
  }

  let pending: TSide[] = []
  let before: (TToken & { kind: 'length' }) | null = null
  for (const t of tokens) {
    if (t.kind === 'side') {
      if (before && pending.length === 0 && /^\s*[-–—:]?\s*$/u.test(lower.slice(before.end, t.at))) {
        take(before, [t.side])
        before = null
        continue
      }
      if (!pending.includes(t.side)) pending.push(t.side)
      before = null
      continue
    }
    if (pending.length) {
      take(t, pending)
      pending = []
    } else before = t.unit ? t : null
  }
  return true
}

// --- Font ----------------------------------------------------------------------------------------------------------

const FONTS = [
  'Times New Roman',
  'Arial',
  'Calibri',
  'Cambria',
  'Verdana',
  'Tahoma',
  'Georgia',
  'Courier New',
  'Helvetica',
  'Garamond',
  'Book Antiqua',
  'Palatino Linotype',
  'Century Gothic',
  'Segoe UI',
  'PT Astra Serif',
  'PT Serif',
  'PT Sans',
  'Liberation Serif',
  'Liberation Sans',
  'Open Sans',
  'Roboto',
]
// The spelling a Russian text sometimes gives them.
const FONT_ALIASES: [string, string][] = [
  [String.raw`таймс\s*нью\s*роман`, 'Times New Roman'],
  ['ариал', 'Arial'],
]
const FONT_FORMS: [string, string][] = [...FONTS.map((f): [string, string] => [f.toLowerCase().split(' ').join(String.raw`\s*`), f]), ...FONT_ALIASES]
const FONT_SOURCE = FONT_FORMS.map(([source]) => source).join('|')
const FONT = new RegExp(String.raw`(?<!\p{L})(?:${FONT_SOURCE})(?!\p{L})`, 'gu')

function canonicalFont(matched: string): string | undefined {
  return FONT_FORMS.find(([source]) => new RegExp(`^(?:${source})$`, 'u').test(matched))?.[1]
}

function readFont(r: TRead) {
  for (const m of r.st.lower.matchAll(FONT)) {
    const font = canonicalFont(m[0])
    if (font) add(r, 'font', font, m.index, m.index + m[0].length)
  }
}

// --- Size ----------------------------------------------------------------------------------------------------------

// A size is a whole or half point; a range «12–14» is read as its first number (see readSize).
const SIZE_N = String.raw`(\d{1,2}(?:[.,]5)?)(?!\d)`
const SIZE_RANGE = String.raw`(?:\s*[-–—]\s*\d{1,2}(?:[.,]5)?(?!\d))?`
const LINK = String.raw`(?:\s*(?:[-–—:=]|не\s+менее|не\s+более|не\s+меньше|не\s+больше|равн\p{L}*|составляет|№))*\s*`
const NOT_LENGTH = String.raw`(?!\s*(?:мм|см|%|строк|стр|знак|символ|лет|год|источник|слайд|страниц|лист|\d))`
// «кегль основного текста 14», «размер шрифта текста работы – 14»
const OF_TEXT = String.raw`(?:\s+(?:для\s+|в\s+)?(?:основн\p{L}*\s+)?текст\p{L}*(?:\s+работы)?)?`
const NUMBER_START = String.raw`(?<![\p{L}\d.,])`
// The second number of a range is never read on its own.
const NOT_RANGE_END = String.raw`(?<!\d\s*[-–—]\s*)`

type TSizePattern = { re: RegExp; when?: (st: TStatement, at: number) => boolean }
const sizePattern = (source: string, when?: TSizePattern['when']): TSizePattern => ({ re: new RegExp(source, 'gdu'), when })
const speaksOfFont = (st: TStatement) => [st.lower, ...st.topics].some((s) => /шрифт|кегл/u.test(s))
const SIZE_PATTERNS: TSizePattern[] = [
  // «кегль 14», «кеглем – 14», «кегль не менее 12»
  sizePattern(String.raw`кегл\p{L}*${OF_TEXT}${LINK}${SIZE_N}${SIZE_RANGE}${NOT_LENGTH}`),
  // «14-й кегль», «14 кеглем»
  sizePattern(String.raw`${NUMBER_START}${NOT_RANGE_END}${SIZE_N}(?:\s*-?\s*(?:й|м|ый|ым|го|ого))?\s*кегл`),
  // «размер шрифта – 14», «шрифт 14», «шрифтом 12 пунктов»
  sizePattern(String.raw`(?:размер\p{L}*\s+)?шрифт\p{L}*${OF_TEXT}${LINK}${SIZE_N}${SIZE_RANGE}${NOT_LENGTH}`),
  // «Шрифт: Times New Roman, размер – 14»
  sizePattern(String.raw`размер\p{L}*${LINK}${SIZE_N}${SIZE_RANGE}${NOT_LENGTH}`, (st) => speaksOfFont(st)),
  // «Arial 12», «Times New Roman, 14»
  sizePattern(String.raw`(?<!\p{L})(?:${FONT_SOURCE})\s*[,–—-]?\s*${SIZE_N}${SIZE_RANGE}${NOT_LENGTH}`),
  // «14 пт», «14 pt», «12–14 пунктов» — unless the clause is about spacing or a length («интервал после – 6 пт»)
  sizePattern(String.raw`${NUMBER_START}${NOT_RANGE_END}${SIZE_N}${SIZE_RANGE}\s*(?:пт|pt|пункт\p{L}*)(?!\p{L})`, (st, at) => {
    const before = st.lower.slice(clauseBounds(st.lower, at)[0], at)
    return !/интервал|отбивк|(?<!\p{L})перед(?!\p{L})|(?<!\p{L})после(?!\p{L})|отступ|расстояни|(?<!\p{L})пол[ея](?!\p{L})/u.test(before)
  }),
  // «(14 – для основного текста, 12 – для таблиц)»
  sizePattern(String.raw`${NUMBER_START}${NOT_RANGE_END}${SIZE_N}\s*(?:пт|pt)?\.?\s*[-–—:]?\s*(?:для|в)\s+основн`),
]

/**
 * The body's size. A statement about the main text wins over one that names no text, which wins over an allowed
 * alternative; one about tables, footnotes, captions or headings is not read, so a guideline that gives only
 * «кегль 12 для таблиц» leaves the size unknown. A range («12–14 пт») is read as its first number, the smallest
 * size the guideline accepts; 14 is read instead only where the text says 14 is for the main text
 * («12–14 пт (14 – для основного текста)»), which then wins as a statement about the main text.
 */
function readSize(r: TRead) {
  const seen = new Set<number>()
  for (const p of SIZE_PATTERNS) {
    for (const m of r.st.lower.matchAll(p.re)) {
      const span = m.indices?.[1]
      if (!span || !m[1]) continue
      const at = span[0]
      if (seen.has(at) || isDesignation(r.st.lower, at) || (p.when && !p.when(r.st, at))) continue
      const value = num(m[1])
      if (!within('size', value)) continue
      seen.add(at)
      add(r, 'size', value, at, m.index + m[0].length)
    }
  }
}

// --- Line spacing --------------------------------------------------------------------------------------------------

const SPACING_WORDS = String.raw`полуторн\p{L}*|полтора|одинарн\p{L}*|двойн\p{L}*|два|один`
const SPACING_VALUE = String.raw`(${SPACING_WORDS}|\d(?:[.,]\d{1,2})?(?!\d))`
const SPACING_LINK = String.raw`(?:\s*(?:[-–—:=(]|равн\p{L}*|составляет|должен\s+быть|устанавливается|выбирается|принимается))*\s*`
// «полуторный (межстрочный) интервал», «через 1,5 интервала»
const SPACING_BEFORE = new RegExp(String.raw`(?<![\p{L}\d.,])${SPACING_VALUE}\s*(?:-?\s*(?:ый|ой|й|ного))?\s*(?:(?:меж|между)строчн\p{L}*\s+)?интервал`, 'gdu')
// «межстрочный интервал – полуторный», «интервал 1,5», «междустрочный интервал 1,0», «межстрочный – 1,5»
const SPACING_AFTER = new RegExp(
  String.raw`(?:(?:меж|между)строчн\p{L}*(?:\s+(?:интервал|расстояни)\p{L}*)?|интервал\p{L}*(?:\s+между\s+строками)?)(?:\s+(?:текста|основного\s+текста|в\s+тексте))?${SPACING_LINK}${SPACING_VALUE}(?!\s*(?:пт|pt|мм|см|пункт))`,
  'gdu',
)
// «2 интервала» between a heading and the text, or before a paragraph, is a gap, not the line spacing.
const SPACING_GAP = /(?<!\p{L})(?:перед|после|отдел\p{L}*|отбив\p{L}*|между\s+(?!строк))/u

function spacingValue(word: string): number {
  if (/^(?:полуторн|полтора)/u.test(word)) return 1.5
  if (/^(?:одинарн|один)/u.test(word)) return 1
  if (/^(?:двойн|два)/u.test(word)) return 2
  return num(word)
}

function readSpacing(r: TRead) {
  const seen = new Set<number>()
  for (const [re, gapCheck] of [
    [SPACING_BEFORE, true],
    [SPACING_AFTER, false],
  ] as const) {
    for (const m of r.st.lower.matchAll(re)) {
      const span = m.indices?.[1]
      if (!span || !m[1] || seen.has(span[0])) continue
      if (gapCheck && SPACING_GAP.test(clauseAt(r.st.lower, span[0]))) continue
      const value = spacingValue(m[1])
      if (!within('lineSpacing', value)) continue
      seen.add(span[0])
      add(r, 'lineSpacing', value, Math.min(m.index, span[0]), Math.max(m.index + m[0].length, span[1]))
    }
  }
}

// --- Paragraph indent ----------------------------------------------------------------------------------------------

const INDENT_KEY = /абзац\p{L}*(?:\s+отступ\p{L}*)?|отступ\p{L}*\s+(?:перв\p{L}*|1-?\s*й)\s+строк\p{L}*|красн\p{L}*\s+строк\p{L}*|first\s+line/gu
// Where another setting's words begin, the indent's statement has ended.
const INDENT_STOP = /интервал|межстрочн|шрифт|кегл|(?<!\p{L})пол(?:е|я|ей)(?!\p{L})|выравн|номер|таблиц|рисун/u
const INDENT_NUMBER = new RegExp(String.raw`(?<![\p{L}\d.,])(\d{1,2}(?:[.,]\d{1,2})?)(?!\d)(\s*(?:${UNIT_SOURCE}|пт|pt|знак\p{L}*|символ\p{L}*|пробел\p{L}*|букв\p{L}*)(?!\p{L}))?`, 'gu')
// Only a dash, a colon or «равен» between the words and a bare number.
const IMMEDIATE = /^(?:\s*(?:[-–—:=]|равн\p{L}*|составляет|должен\s+быть))*\s*$/u

/**
 * The first line's indent: the first length after «абзацный отступ», «отступ первой строки», «красная строка» or
 * «абзацы … отступом, равным», before another setting's words. A bare number right after the words
 * («абзацный отступ – 1,25») is centimetres, Word's unit for indents; «5 знаков» is not a length and is not read.
 */
function readIndent(r: TRead) {
  const { lower } = r.st
  for (const key of lower.matchAll(INDENT_KEY)) {
    const from = key.index + key[0].length
    let window = lower.slice(from, from + 80)
    const stop = INDENT_STOP.exec(window)
    if (stop) window = window.slice(0, stop.index)
    INDENT_NUMBER.lastIndex = 0
    const m = INDENT_NUMBER.exec(window)
    if (!m || !m[1]) continue
    const unit = m[2]?.trim()
    let cm: number | undefined
    if (unit && /^(?:мм|mm|миллиметр)/u.test(unit)) cm = num(m[1]) / 10
    else if (unit && /^(?:см|cm|сантиметр)/u.test(unit)) cm = num(m[1])
    else if (!unit && IMMEDIATE.test(window.slice(0, m.index))) cm = num(m[1])
    if (cm === undefined || !within('firstLineIndent', round2(cm))) continue
    const at = from + m.index
    add(r, 'firstLineIndent', round2(cm), at, at + m[0].length)
    return
  }
}

// --- Alignment -----------------------------------------------------------------------------------------------------

const ALIGNMENT = /по\s+ширине|по\s+лев(?:ому|ой)\s+(?:краю|границе|полю)/gu

function readAlignment(r: TRead) {
  if (![r.st.lower, ...r.st.topics].some((s) => /выравн|выровн|текст|абзац/u.test(s))) return
  for (const m of r.st.lower.matchAll(ALIGNMENT)) add(r, 'alignment', m[0].includes('ширин') ? 'both' : 'left', m.index, m.index + m[0].length)
}

// --- Page numbers --------------------------------------------------------------------------------------------------

const BOTTOM = /(?<!\p{L})(?:внизу|снизу|низу|нижн\p{L}*)/gu
const TOP = /(?<!\p{L})(?:вверху|сверху|верху|верхн\p{L}*)/gu
const CENTER = /(?<!\p{L})(?:центр\p{L}*|посередин\p{L}*|посредин\p{L}*|середин\p{L}*)/gu
const RIGHT = /(?<!\p{L})(?:справа|прав(?:ом|ой|ый|ая|ую|ого|ому)(?!\p{L}))/gu
const LEFT = /(?<!\p{L})(?:слева|лев(?:ом|ой|ый|ая|ую|ого|ому)(?!\p{L}))/gu
// Numbers of figures, tables, formulas, sections are placed by other rules.
const OTHER_NUMBERING = /(?:номер\p{L}*|нумерац\p{L}*)\s+(?:рисун|таблиц|формул|раздел|подраздел|глав|пункт|приложен|источник|сноск|иллюстрац)|(?:рисун|таблиц|формул|иллюстрац|раздел|глав)\p{L}*\s+нумеру/u

/**
 * Where the page number goes: a statement about numbering pages (or right after one naming pages) that names one
 * vertical place (внизу, в нижней части, вверху) and one horizontal (по центру, справа). Read up to an alternative
 * («(допускается …)», «или»), and not at all when it names both top and bottom, or the left, which no profile has.
 */
function readPageNumbers(r: TRead, previous: TStatement | undefined) {
  const { lower } = r.st
  if (!NUMBERING.test(lower) || OTHER_NUMBERING.test(lower)) return
  if (!/страниц|лист/u.test(lower) && !(previous && /страниц|лист/u.test(previous.lower))) return
  const cut = lower.search(/\(|допуска|(?<!\p{L})(?:или|либо)(?!\p{L})/u)
  const part = cut < 0 ? lower : lower.slice(0, cut)
  const all = (re: RegExp) => [...part.matchAll(re)]
  const [bottom, top, center, right, left] = [all(BOTTOM), all(TOP), all(CENTER), all(RIGHT), all(LEFT)]
  if (left.length || (bottom.length > 0) === (top.length > 0) || (center.length > 0) === (right.length > 0)) return
  const words = [...bottom, ...top, ...center, ...right]
  const at = Math.min(...words.map((m) => m.index))
  const end = Math.max(...words.map((m) => m.index + m[0].length))
  add(r, 'pageNumbers', `${bottom.length ? 'bottom' : 'top'}-${center.length ? 'center' : 'right'}`, at, end, 'neutral')
}

// ---------------------------------------------------------------------------------------------------------------
// Extraction

const FIELDS: TGuideField[] = ['margins.top', 'margins.right', 'margins.bottom', 'margins.left', 'font', 'size', 'lineSpacing', 'firstLineIndent', 'alignment', 'pageNumbers']

/** The statement, trimmed to at most QUOTE characters around the words the value was read from. */
function quoteOf(st: TStatement, at: number, len: number): string {
  if (st.lead && st.lead.length + 1 + st.text.length <= QUOTE) return `${st.lead} ${st.text}`
  const text = st.text
  if (text.length <= QUOTE) return text
  const room = QUOTE - 2
  let start = Math.max(0, Math.min(at - 60, text.length - room))
  let end = Math.min(text.length, start + room)
  if (start > 0) {
    const space = text.indexOf(' ', start)
    if (space >= 0 && space < at) start = space + 1
  }
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end)
    if (space >= at + len) end = space
  }
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`
}

/**
 * The formatting numbers a guideline's text states, each with the quote it was read from. A field the text does not
 * state stays undefined and has no finding; where it states one more than once, a statement about the main text
 * wins, then the first statement that names no other part of the work.
 */
export function extractGuideNumbers(text: string): { numbers: TGuideNumbers; found: TGuideFinding[] } {
  const statements = statementsOf(text)
  const out: TCandidate[] = []
  let margins = false
  statements.forEach((st, i) => {
    const r: TRead = { st, i, out }
    margins = readMargins(r, margins)
    readFont(r)
    readSize(r)
    readSpacing(r)
    readIndent(r)
    readAlignment(r)
    readPageNumbers(r, statements[i - 1])
  })

  // Not to hold a long text past the call.
  breaksOf = null

  const numbers: TGuideNumbers = { margins: {} }
  const found: TGuideFinding[] = []
  for (const field of FIELDS) {
    const best = out.filter((c) => c.field === field).sort((a, b) => a.rank - b.rank || a.st - b.st || a.at - b.at)[0]
    const st = best && statements[best.st]
    if (!best || !st) continue
    found.push({ field, value: best.value, quote: quoteOf(st, best.at, best.len) })
    const v = best.value
    switch (field) {
      case 'margins.top':
      case 'margins.right':
      case 'margins.bottom':
      case 'margins.left':
        if (typeof v === 'number') numbers.margins[field.slice('margins.'.length) as TSide] = v
        break
      case 'font':
        if (typeof v === 'string') numbers.font = v
        break
      case 'size':
        if (typeof v === 'number') numbers.size = v
        break
      case 'lineSpacing':
        if (typeof v === 'number') numbers.lineSpacing = v
        break
      case 'firstLineIndent':
        if (typeof v === 'number') numbers.firstLineIndent = v
        break
      case 'alignment':
        if (v === 'both' || v === 'left') numbers.alignment = v
        break
      case 'pageNumbers':
        if (v === 'bottom-center' || v === 'bottom-right' || v === 'top-center' || v === 'top-right') numbers.pageNumbers = v
        break
    }
  }
  return { numbers, found }
}

/** GOST_7_32-like `base` with the numbers applied (mm/cm converted to twips), id/name/source set; the result passes ZFormatProfile.parse. */
export function profileFromGuide(base: TFormatProfile, numbers: TGuideNumbers, meta: { id: string; name: string; source: string }): TFormatProfile {
  const m = numbers.margins
  const margin = (mm: number | undefined, fallback: number) => (mm === undefined ? fallback : mmToTwips(mm))
  return ZFormatProfile.parse({
    ...base,
    id: meta.id,
    name: meta.name,
    source: meta.source,
    page: {
      ...base.page,
      margins: {
        top: margin(m.top, base.page.margins.top),
        right: margin(m.right, base.page.margins.right),
        bottom: margin(m.bottom, base.page.margins.bottom),
        left: margin(m.left, base.page.margins.left),
      },
    },
    body: {
      ...base.body,
      fonts: numbers.font === undefined ? base.body.fonts : [numbers.font],
      // The guideline names one size; the profile's range then holds just it.
      size: numbers.size === undefined ? base.body.size : { min: numbers.size, max: numbers.size },
      lineSpacing: numbers.lineSpacing ?? base.body.lineSpacing,
      firstLineIndent: numbers.firstLineIndent === undefined ? base.body.firstLineIndent : cmToTwips(numbers.firstLineIndent),
      alignment: numbers.alignment ?? base.body.alignment,
    },
    pageNumbers: { ...base.pageNumbers, position: numbers.pageNumbers ?? base.pageNumbers.position },
  })
}
