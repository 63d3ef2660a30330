// The numbers of a wish or a passage, read for a table or a graph (issue 34): each with its unit as typed («62 %»,
// «1 200 респондентов», «18,5 млн рублей») and the words it belongs to — a year («2021 — 35 %», «в 2020 году»), the
// category before a dash or a colon («ВКонтакте — 62 %»), or the noun phrase the sentence says it of («Доля
// онлайн-продаж выросла до 42 %» → «Доля онлайн-продаж»). A year is a label, never a value; a series holds one unit only.

export type TTextNumber = {
  value: number
  /** The number with its unit as the text writes it: «18,5 млн рублей», «62 %». */
  shown: string
  /** What may share a series: «%», «млн руб.», «чел.»; a change («сократилось на 7») never shares one with a level. */
  unit: string
  /** The unit for an axis or a caption, when it has a short name. */
  unitLabel: string | null
  /** A year or a category the text names, else the noun phrase or the clause it is said in. */
  label: string
  /** The label is a year or a «category — number» pair: the text's own list of categories. */
  strong: boolean
  year: string | null
  /** The noun phrase the number is a value of (for a year-labelled number, what the years are of). */
  subject: string | null
}

const NUMBER_RE = /(?<![\p{L}\d.,])(?<!\p{L}[-–])([−-]?)(\d{1,3}(?:[ \u00a0\u202f]\d{3})+|\d+)(?:[.,](\d+))?(?!\d)/gu
const YEAR = /^(?:19|20)\d\d$/
const YEAR_WORD = /^\s*(?:год\p{L}*|г\.|гг\.?)/u
const UNIT_RE =
  /^\s*(?:(тыс\.?|млн\.?|млрд\.?|трлн\.?)\s*)?(?:(%|процент\p{L}*|п\.\s?п\.)|(руб\.?|рубл\p{L}*|₽|долл\.?|доллар\p{L}*|\$|евро|€)|(человек\p{L}*|чел\.|респондент\p{L}*|опрошенн\p{L}*|участник\p{L}*|студент\p{L}*|школьник\p{L}*|пользовател\p{L}*|сотрудник\p{L}*|работник\p{L}*|жител\p{L}*|клиент\p{L}*|покупател\p{L}*)|(предприяти\p{L}*|компани\p{L}*|организаци\p{L}*|магазин\p{L}*|шт\.?|единиц\p{L}*|раз|раза|балл\p{L}*|лет|года?|дн\p{L}*|месяц\p{L}*|недел\p{L}*|час\p{L}*|минут\p{L}*|кг|км|га|т|м|л|°C|°С))?(?![\p{L}])/u
const CHANGE_RE = /(?:вырос\p{L}*|увелич\p{L}*|сократ\p{L}*|сниз\p{L}*|снижа\p{L}*|уменьш\p{L}*|упа\p{L}*|повыс\p{L}*|повыша\p{L}*|пониз\p{L}*|подорожа\p{L}*|подешев\p{L}*)(?:\s+\p{L}+)?\s+на$/iu
/** A wish's numbers that shape the item rather than fill it: «3 столбца», «топ-5 строк». */
const LAYOUT_RE = /^\s*(?:столб\p{L}*|строк\p{L}*|колон\p{L}*|ряд\p{L}*|знак\p{L}*|пункт\p{L}*)/u

const VERB_RE =
  /^(?:составля|состав(?:ил|ит)|достиг|равн[аоы]?$|равен$|равня|вырос|выраст|увелич|уменьш|сократ|сниз|снижа|повыс|повыша|пониз|упал|упад|превы|насчитыва|пользу|использу|участвова|ответи|отмети|назва|назыв|выбра|выбира|указа|заяви|получи|получа|приходи|пришл|занима|заня|был[аои]?$|будет$|будут$|стал[аоие]?$|станет$|оценива|сохрани|остал|предпочита|считают$|считает$|име(?:ет|ют)$|подорожа|подешев|пользова)/u
const PARTICIPLE = /(?:щих|вших|щим|вшим|щие|вшие|щая|щее)(?:ся|сь)$/u
const isVerb = (w: string) => VERB_RE.test(w.toLowerCase()) || (/(?:ся|сь)$/u.test(w) && w.length > 4 && !PARTICIPLE.test(w))
const LEADING = new Set(['что', 'и', 'а', 'но', 'также', 'при', 'этом', 'кроме', 'того', 'так', 'например', 'всего', 'лишь', 'только', 'уже', 'ещё', 'еще', 'около', 'почти', 'более', 'менее', 'примерно', 'то', 'есть', 'из', 'них'])
const TRAILING = new Set(['до', 'на', 'в', 'во', 'около', 'почти', 'более', 'менее', 'свыше', 'примерно', 'порядка', 'лишь', 'только', 'уже', 'всего', 'еще', 'ещё', 'не', 'чем', 'уровня', 'отметки', 'из', 'от', 'с', 'по', 'до', 'целых', 'ровно', 'лишь', 'же'])
const PREPOSITIONS = new Set(['в', 'во', 'на', 'у', 'для', 'из', 'от', 'по', 'при', 'о', 'об', 'за', 'под', 'над', 'с', 'со', 'к', 'среди', 'между', 'через'])

const sentences = (text: string) => text.split(/(?<=[.!?…])\s+(?=[\p{Lu}\d«"])|\n+/u).map((s) => s.trim()).filter(Boolean)
const capital = (s: string) => (s ? `${s[0]!.toUpperCase()}${s.slice(1)}` : s)
const words = (s: string) => s.split(/\s+/).map((w) => w.replace(/^[«"„“(]+|[»"”),.;]+$/g, '')).filter((w) => /[\p{L}\d]/u.test(w))

function unitOf(m: RegExpExecArray | null): { unit: string; unitLabel: string | null; shown: string } {
  if (!m || !m[0].trim()) return { unit: '', unitLabel: null, shown: '' }
  const mult = m[1] ? m[1].replace(/\.$/, '').replace('тыс', 'тыс.') : ''
  let base = ''
  if (m[2]) base = /^п/.test(m[2]) ? 'п. п.' : '%'
  else if (m[3]) base = /^(?:руб|рубл|₽)/u.test(m[3]) ? 'руб.' : /^(?:долл|\$)/u.test(m[3]) ? 'долл.' : 'евро'
  else if (m[4]) base = 'чел.'
  else if (m[5]) base = m[5].toLowerCase().slice(0, 5)
  const unit = [mult, base].filter(Boolean).join(' ')
  const labelled = m[5] ? (mult || null) : unit || null
  return { unit, unitLabel: labelled, shown: m[0].trimEnd() }
}

/** The clause a number is said in, up to it: after the last comma, colon, bracket or joining word. */
function clauseBefore(sentence: string, at: number): { clause: string; dashed: boolean } {
  let pre = sentence.slice(0, at)
  const sep = /\s*[—–:-]\s*$/u.exec(pre)
  if (sep) pre = pre.slice(0, sep.index)
  const starts = [',', ';', ':', '(', ')'].map((c) => pre.lastIndexOf(c) + 1)
  // A spaced dash parts clauses; «18–24» does not.
  for (const m of pre.matchAll(/\s[—–]\s|\s(?:а|но|и|что|тогда как|из них|в том числе)\s/gu)) starts.push((m.index ?? 0) + m[0].length)
  return { clause: pre.slice(Math.max(0, ...starts)).trim(), dashed: sep !== null }
}

/** The year a clause names: «в 2020 году», «2021» before a dash. */
function yearIn(text: string, dashed: boolean): { year: string | null; rest: string } {
  // «в 2019–2021 гг.» is a period, not the year of one number.
  const clause = text.replace(/(?:(?:в|во|за|с)\s+)?(?:19|20)\d\d\s?[–-]\s?(?:19|20)\d\d\s*(?:гг\.?|год\p{L}*)?/iu, ' ').trim()
  const withWord = /(?:(?:в|во|за|к|на|по|до|с)\s+)?((?:19|20)\d\d)\s*(?:год\p{L}*|г\.|гг\.?)/iu.exec(clause)
  if (withWord) return { year: withWord[1]!, rest: clause.replace(withWord[0], ' ').trim() }
  const bare = dashed ? /^(?:(?:в|во|за|к|на|по|до|с)\s+)?((?:19|20)\d\d)$/iu.exec(clause) : null
  return bare ? { year: bare[1]!, rest: '' } : { year: null, rest: clause }
}

/** The noun phrase a clause says its number of («выручка малых предприятий составила» → «выручка малых предприятий»). */
function nounPhrase(clause: string): { phrase: string | null; verb: string | null } {
  let ws = words(clause)
  while (ws.length && LEADING.has(ws[0]!.toLowerCase())) ws = ws.slice(1)
  const v = ws.findIndex(isVerb)
  let phrase = v === 0 ? ws.slice(1) : v > 0 ? ws.slice(0, v) : ws
  const verb = v >= 0 ? ws[v]! : null
  while (phrase.length && TRAILING.has(phrase.at(-1)!.toLowerCase())) phrase = phrase.slice(0, -1)
  if (!phrase.length || phrase.length > 5 || PREPOSITIONS.has(phrase[0]!.toLowerCase()) || phrase.some((w) => /\d/.test(w))) return { phrase: null, verb }
  return { phrase: phrase.join(' '), verb }
}

/** A category named before a dash or a colon («ВКонтакте», «у Telegram»), or null when that is a whole sentence. */
function category(clause: string): string | null {
  let ws = words(clause)
  while (ws.length && (LEADING.has(ws[0]!.toLowerCase()) || ws[0]!.toLowerCase() === 'у')) ws = ws.slice(1)
  if (!ws.length || ws.length > 5 || ws.some(isVerb)) return null
  return capital(ws.join(' '))
}

/** Every number of `text` that is a value (years, ranges and the wish's «3 столбца» are not), in text order. */
export function readNumbers(text: string): TTextNumber[] {
  const out: TTextNumber[] = []
  for (const s of sentences(text)) {
    let sentenceSubject: string | null = null
    for (const m of s.matchAll(NUMBER_RE)) {
      const at = m.index ?? 0
      const end = at + m[0].length
      const digits = m[2]!.replace(/[ \u00a0\u202f]/g, '')
      const after = s.slice(end)
      // «18–24 лет», «2020–2022 гг.»: a range names a group, it is not a value.
      if (/^[–-]\d/u.test(after) || /\d[–-]$/u.test(s.slice(0, at))) continue
      if (YEAR.test(digits) && !m[3] && !m[1] && (YEAR_WORD.test(after) || !/^\s*(?:тыс|млн|млрд|руб|рубл|₽|человек|чел\.|респондент|%)/u.test(after))) continue
      if (LAYOUT_RE.test(after)) continue
      const u = unitOf(UNIT_RE.exec(after))
      const { clause, dashed } = clauseBefore(s, at)
      const { year: before, rest } = yearIn(clause, dashed)
      const year = before ?? yearIn(after.split(/[,;:]/)[0]!.slice(u.shown.length), false).year
      const np = nounPhrase(rest)
      const cat = dashed && !year ? category(rest) : null
      const change = CHANGE_RE.test(clause)
      // «…выросла на 3 % и достигла 12 %»: a clause that is only its verb goes on about the sentence's subject.
      const onlyVerb = !np.phrase && np.verb !== null && words(rest).every((w) => isVerb(w) || TRAILING.has(w.toLowerCase()) || LEADING.has(w.toLowerCase()))
      const subject: string | null = np.phrase ? capital(np.phrase) : onlyVerb ? sentenceSubject : null
      sentenceSubject = subject ?? sentenceSubject
      const label = year ?? cat ?? (subject && change ? `${subject} (${np.verb} на)` : subject) ?? (words(rest).length && words(rest).length <= 6 ? capital(words(rest).join(' ')) : 'Значение')
      const value = Number(`${m[1] ? '-' : ''}${digits}${m[3] ? `.${m[3]}` : ''}`)
      out.push({ value, shown: `${m[0].trim()}${u.shown}`.replace(/^−/, '-'), unit: `${u.unit}${change ? ' (изменение)' : ''}`, unitLabel: u.unitLabel, label, strong: Boolean(year ?? cat), year, subject })
    }
  }
  // «в 2021 году — 18,5 млн рублей» after «в 2020 году выручка … составила 15 млн рублей»: the same subject goes on.
  for (let i = 1; i < out.length; i++) {
    const n = out[i]!
    const prev = out.slice(0, i).reverse().find((p) => p.unit === n.unit && p.year)
    if (n.year && !n.subject && prev?.subject) out[i] = { ...n, subject: prev.subject }
  }
  return out
}

/** The numbers a graph draws: the largest group of one unit; where the text lists its own categories, those only. */
export function pickSeries(numbers: readonly TTextNumber[]): TTextNumber[] {
  const groups = new Map<string, TTextNumber[]>()
  for (const n of numbers) groups.set(n.unit, [...(groups.get(n.unit) ?? []), n])
  const strong = (g: TTextNumber[]) => g.filter((n) => n.strong).length
  const best = [...groups.values()].reduce<TTextNumber[]>((a, g) => (g.length > a.length || (g.length === a.length && strong(g) > strong(a)) ? g : a), [])
  return strong(best) >= 2 ? best.filter((n) => n.strong) : best
}

/** A table row's name: a year says what it is a year of when the text says so («Выручка малых предприятий, 2020»). */
export const rowLabel = (n: TTextNumber) => (n.year && n.subject ? `${n.subject}, ${n.year}` : n.label)
