// The Russian Snowball stemmer (snowballstem.org/algorithms/russian/stemmer.html), so that «социальных сетей» and
// «социальные сети» give the same shingle: a copied sentence with its cases changed is still the same sentence.
// Expects lower case with ё already replaced by е (the normaliser does both).

const VOWELS = new Set('аеиоуыэюя')

const PERFECTIVE_GERUND_1 = ['в', 'вши', 'вшись']
const PERFECTIVE_GERUND_2 = ['ив', 'ивши', 'ившись', 'ыв', 'ывши', 'ывшись']
const ADJECTIVE = ['ее', 'ие', 'ые', 'ое', 'ими', 'ыми', 'ей', 'ий', 'ый', 'ой', 'ем', 'им', 'ым', 'ом', 'его', 'ого', 'ему', 'ому', 'их', 'ых', 'ую', 'юю', 'ая', 'яя', 'ою', 'ею']
const PARTICIPLE_1 = ['ем', 'нн', 'вш', 'ющ', 'щ']
const PARTICIPLE_2 = ['ивш', 'ывш', 'ующ']
const REFLEXIVE = ['ся', 'сь']
const VERB_1 = ['ла', 'на', 'ете', 'йте', 'ли', 'й', 'л', 'ем', 'н', 'ло', 'но', 'ет', 'ют', 'ны', 'ть', 'ешь', 'нно']
const VERB_2 = ['ила', 'ыла', 'ена', 'ейте', 'уйте', 'ите', 'или', 'ыли', 'ей', 'уй', 'ил', 'ыл', 'им', 'ым', 'ен', 'ило', 'ыло', 'ено', 'ят', 'ует', 'уют', 'ит', 'ыт', 'ены', 'ить', 'ыть', 'ишь', 'ую', 'ю']
const NOUN = ['а', 'ев', 'ов', 'ие', 'ье', 'е', 'иями', 'ями', 'ами', 'еи', 'ии', 'и', 'ией', 'ей', 'ой', 'ий', 'й', 'иям', 'ям', 'ием', 'ем', 'ам', 'ом', 'о', 'у', 'ах', 'иях', 'ях', 'ы', 'ь', 'ию', 'ью', 'ю', 'ия', 'ья', 'я']
const DERIVATIONAL = ['ост', 'ость']
const SUPERLATIVE = ['ейш', 'ейше']

/** Group 1 endings (with «1») count only after а or я, which stays; group 2 endings are removed outright. */
type TGroup = { endings: readonly string[]; afterAYa: boolean }

/**
 * The longest ending of any group that ends the word inside [from, end); Snowball's `among` takes the longest match and
 * then checks its condition, failing (not falling back to a shorter ending) when the condition does not hold.
 * Returns the new end of the word, or -1.
 */
function strip(word: string, from: number, end: number, groups: readonly TGroup[]): number {
  let best: { len: number; afterAYa: boolean } | null = null
  for (const g of groups) {
    for (const e of g.endings) {
      if (e.length > end - from || (best && e.length <= best.len)) continue
      if (word.startsWith(e, end - e.length)) best = { len: e.length, afterAYa: g.afterAYa }
    }
  }
  if (!best) return -1
  const cut = end - best.len
  if (best.afterAYa) {
    const before = word[cut - 1]
    // The а/я must lie inside the region too (Snowball tests it within the RV limit).
    if (cut - 1 < from || (before !== 'а' && before !== 'я')) return -1
  }
  return cut
}

/** Position after the first non-vowel that follows a vowel, at or after `from` (R1 from 0, R2 from R1). */
function regionAfter(word: string, from: number): number {
  for (let i = from + 1; i < word.length; i++) {
    if (!VOWELS.has(word[i] as string) && VOWELS.has(word[i - 1] as string)) return i + 1
  }
  return word.length
}

export function stemRussian(word: string): string {
  let rv = word.length
  for (let i = 0; i < word.length; i++) {
    if (VOWELS.has(word[i] as string)) {
      rv = i + 1
      break
    }
  }
  const r2 = regionAfter(word, regionAfter(word, 0))
  let end = word.length

  // Step 1: a perfective gerund, or else (after an optional reflexive ending) an adjectival, verb or noun ending.
  const gerund = strip(word, rv, end, [
    { endings: PERFECTIVE_GERUND_1, afterAYa: true },
    { endings: PERFECTIVE_GERUND_2, afterAYa: false },
  ])
  if (gerund >= 0) end = gerund
  else {
    const reflexive = strip(word, rv, end, [{ endings: REFLEXIVE, afterAYa: false }])
    if (reflexive >= 0) end = reflexive
    const adjective = strip(word, rv, end, [{ endings: ADJECTIVE, afterAYa: false }])
    if (adjective >= 0) {
      end = adjective
      const participle = strip(word, rv, end, [
        { endings: PARTICIPLE_1, afterAYa: true },
        { endings: PARTICIPLE_2, afterAYa: false },
      ])
      if (participle >= 0) end = participle
    } else {
      const verb = strip(word, rv, end, [
        { endings: VERB_1, afterAYa: true },
        { endings: VERB_2, afterAYa: false },
      ])
      if (verb >= 0) end = verb
      else {
        const noun = strip(word, rv, end, [{ endings: NOUN, afterAYa: false }])
        if (noun >= 0) end = noun
      }
    }
  }

  // Step 2: a final и.
  if (end > rv && word[end - 1] === 'и') end--

  // Step 3: a derivational ending wholly inside R2.
  const derivational = strip(word, Math.max(rv, r2), end, [{ endings: DERIVATIONAL, afterAYa: false }])
  if (derivational >= 0) end = derivational

  // Step 4: a superlative ending (then нн → н), or нн → н, or a final ь.
  const superlative = strip(word, rv, end, [{ endings: SUPERLATIVE, afterAYa: false }])
  if (superlative >= 0) end = superlative
  if (end - 2 >= rv && word[end - 1] === 'н' && word[end - 2] === 'н') end--
  else if (superlative < 0 && end > rv && word[end - 1] === 'ь') end--

  return word.slice(0, end)
}
