// The demo writer's claims, built word by word (issue 36, part 6): «adjective noun — verb — adjective noun (tail)»,
// each slot with at most two content words and drawn from its own bank, declined to agree. The originality check
// compares 3-content-word shingles, so two works share a shingle only where they happen to share three neighbouring
// slots; with a fixed bank of whole predicates every demo work said the same 43 clauses (5 % original against each
// other). Still general, honest prose: no fact, figure, name or source in it.
import type { TRng } from './rng'
import { VERBS } from './claim-verbs'

type TCase = 0 | 1 | 2 // nominative, genitive, accusative
type TGender = 'm' | 'f' | 'n'

// Adjective endings by class: ы — hard stem (важн-ый), к — velar (практическ-ий), о — stressed (ключев-ой),
// щ — soft sibilant (общ-ий). [nominative, genitive, accusative (inanimate)].
const ENDINGS: Record<string, Record<TGender | 'pl', [string, string, string]>> = {
  ы: { m: ['ый', 'ого', 'ый'], f: ['ая', 'ой', 'ую'], n: ['ое', 'ого', 'ое'], pl: ['ые', 'ых', 'ые'] },
  к: { m: ['ий', 'ого', 'ий'], f: ['ая', 'ой', 'ую'], n: ['ое', 'ого', 'ое'], pl: ['ие', 'их', 'ие'] },
  о: { m: ['ой', 'ого', 'ой'], f: ['ая', 'ой', 'ую'], n: ['ое', 'ого', 'ое'], pl: ['ые', 'ых', 'ые'] },
  щ: { m: ['ий', 'его', 'ий'], f: ['ая', 'ей', 'ую'], n: ['ее', 'его', 'ее'], pl: ['ие', 'их', 'ие'] },
}

/** «комплексн|ы» → the stem and its class. */
function adjective(a: string, g: TGender | 'pl', c: TCase): string {
  const [stem, cls] = a.split('|') as [string, string]
  return stem + (ENDINGS[cls] ?? ENDINGS.ы!)[g][c]
}

/** A noun: gender, singular [nom, gen, acc], plural [nom, gen, acc]. */
type TNoun = { g: TGender; s: [string, string, string]; p: [string, string, string] }
const m = (nom: string, gen: string, pl: string, plGen: string): TNoun => ({ g: 'm', s: [nom, gen, nom], p: [pl, plGen, pl] })
const f = (nom: string, gen: string, acc: string, pl: string, plGen: string): TNoun => ({ g: 'f', s: [nom, gen, acc], p: [pl, plGen, pl] })
const n = (nom: string, gen: string, pl: string, plGen: string): TNoun => ({ g: 'n', s: [nom, gen, nom], p: [pl, plGen, pl] })

const phrase = (adj: string, noun: TNoun, c: TCase, plural: boolean) => `${adjective(adj, plural ? 'pl' : noun.g, c)} ${plural ? noun.p[c] : noun.s[c]}`

/** What a claim is about (nominative singular). */
const SUBJECT_NOUNS: TNoun[] = [
  f('проблема', 'проблемы', 'проблему', 'проблемы', 'проблем'),
  n('явление', 'явления', 'явления', 'явлений'),
  m('вопрос', 'вопроса', 'вопросы', 'вопросов'),
  m('подход', 'подхода', 'подходы', 'подходов'),
  f('практика', 'практики', 'практику', 'практики', 'практик'),
  m('анализ', 'анализа', 'анализы', 'анализов'),
  n('сопоставление', 'сопоставления', 'сопоставления', 'сопоставлений'),
  f('оценка', 'оценки', 'оценку', 'оценки', 'оценок'),
  f('система', 'системы', 'систему', 'системы', 'систем'),
  m('процесс', 'процесса', 'процессы', 'процессов'),
  m('механизм', 'механизма', 'механизмы', 'механизмов'),
  f('тенденция', 'тенденции', 'тенденцию', 'тенденции', 'тенденций'),
  n('положение', 'положения', 'положения', 'положений'),
  n('направление', 'направления', 'направления', 'направлений'),
  m('опыт', 'опыта', 'опыты', 'опытов'),
  f('модель', 'модели', 'модель', 'модели', 'моделей'),
  f('ситуация', 'ситуации', 'ситуацию', 'ситуации', 'ситуаций'),
  f('структура', 'структуры', 'структуру', 'структуры', 'структур'),
  f('динамика', 'динамики', 'динамику', 'динамики', 'динамик'),
  n('понятие', 'понятия', 'понятия', 'понятий'),
  n('содержание', 'содержания', 'содержания', 'содержаний'),
  n('развитие', 'развития', 'развития', 'развитий'),
  m('аспект', 'аспекта', 'аспекты', 'аспектов'),
  f('концепция', 'концепции', 'концепцию', 'концепции', 'концепций'),
  n('взаимодействие', 'взаимодействия', 'взаимодействия', 'взаимодействий'),
  f('классификация', 'классификации', 'классификацию', 'классификации', 'классификаций'),
  m('круг', 'круга', 'круги', 'кругов'),
  m('комплекс', 'комплекса', 'комплексы', 'комплексов'),
]

const SUBJECT_ADJECTIVES = [
  'рассматриваем|ы', 'исследуем|ы', 'изучаем|ы', 'описанн|ы', 'выделенн|ы', 'основн|о', 'ключев|о', 'центральн|ы',
  'современн|ы', 'существующ|щ', 'названн|ы', 'обсуждаем|ы', 'анализируем|ы', 'затронут|ы', 'указанн|ы',
  'избранн|ы', 'отмеченн|ы', 'принят|ы', 'намеченн|ы', 'представленн|ы', 'упомянут|ы',
]

/** Verbs, 3rd person singular, with the case they govern and the kind of object that makes sense after them. */

/** Objects of «требует», «предполагает» …: kinds of work on a subject. */
const ACT_NOUNS: TNoun[] = [
  m('анализ', 'анализа', 'анализы', 'анализов'),
  m('учет', 'учета', 'учеты', 'учетов'),
  f('оценка', 'оценки', 'оценку', 'оценки', 'оценок'),
  n('сопоставление', 'сопоставления', 'сопоставления', 'сопоставлений'),
  n('рассмотрение', 'рассмотрения', 'рассмотрения', 'рассмотрений'),
  n('обоснование', 'обоснования', 'обоснования', 'обоснований'),
  n('уточнение', 'уточнения', 'уточнения', 'уточнений'),
  f('проверка', 'проверки', 'проверку', 'проверки', 'проверок'),
  n('осмысление', 'осмысления', 'осмысления', 'осмыслений'),
  n('разграничение', 'разграничения', 'разграничения', 'разграничений'),
  n('описание', 'описания', 'описания', 'описаний'),
  n('изучение', 'изучения', 'изучения', 'изучений'),
  n('исследование', 'исследования', 'исследования', 'исследований'),
  n('обсуждение', 'обсуждения', 'обсуждения', 'обсуждений'),
  f('интерпретация', 'интерпретации', 'интерпретацию', 'интерпретации', 'интерпретаций'),
  f('систематизация', 'систематизации', 'систематизацию', 'систематизации', 'систематизаций'),
  n('толкование', 'толкования', 'толкования', 'толкований'),
  m('пересмотр', 'пересмотра', 'пересмотры', 'пересмотров'),
  n('наблюдение', 'наблюдения', 'наблюдения', 'наблюдений'),
  n('сравнение', 'сравнения', 'сравнения', 'сравнений'),
  f('классификация', 'классификации', 'классификацию', 'классификации', 'классификаций'),
  m('обзор', 'обзора', 'обзоры', 'обзоров'),
  f('реконструкция', 'реконструкции', 'реконструкцию', 'реконструкции', 'реконструкций'),
  n('обобщение', 'обобщения', 'обобщения', 'обобщений'),
]
const ACT_ADJECTIVES = [
  'комплексн|ы', 'последовательн|ы', 'внимательн|ы', 'систематическ|к', 'критическ|к', 'точн|ы', 'взвешенн|ы', 'тщательн|ы',
  'подробн|ы', 'дополнительн|ы', 'аккуратн|ы', 'отдельн|ы', 'специальн|ы', 'обстоятельн|ы', 'строг|к', 'детальн|ы',
  'непредвзят|ы', 'глубок|к', 'осторожн|ы', 'поэтапн|ы',
]

/** Objects of «выявляет», «отражает» …: features of a subject. */
const THING_NOUNS: TNoun[] = [
  f('закономерность', 'закономерности', 'закономерность', 'закономерности', 'закономерностей'),
  n('противоречие', 'противоречия', 'противоречия', 'противоречий'),
  f('тенденция', 'тенденции', 'тенденцию', 'тенденции', 'тенденций'),
  f('связь', 'связи', 'связь', 'связи', 'связей'),
  n('условие', 'условия', 'условия', 'условий'),
  m('фактор', 'фактора', 'факторы', 'факторов'),
  m('признак', 'признака', 'признаки', 'признаков'),
  f('граница', 'границы', 'границу', 'границы', 'границ'),
  m('критерий', 'критерия', 'критерии', 'критериев'),
  m('механизм', 'механизма', 'механизмы', 'механизмов'),
  n('последствие', 'последствия', 'последствия', 'последствий'),
  n('ограничение', 'ограничения', 'ограничения', 'ограничений'),
  f('возможность', 'возможности', 'возможность', 'возможности', 'возможностей'),
  m('риск', 'риска', 'риски', 'рисков'),
  f('особенность', 'особенности', 'особенность', 'особенности', 'особенностей'),
  f('зависимость', 'зависимости', 'зависимость', 'зависимости', 'зависимостей'),
  n('различие', 'различия', 'различия', 'различий'),
  m('приоритет', 'приоритета', 'приоритеты', 'приоритетов'),
  f('предпосылка', 'предпосылки', 'предпосылку', 'предпосылки', 'предпосылок'),
  m('ориентир', 'ориентира', 'ориентиры', 'ориентиров'),
  n('свойство', 'свойства', 'свойства', 'свойств'),
  n('соотношение', 'соотношения', 'соотношения', 'соотношений'),
  f('проблема', 'проблемы', 'проблему', 'проблемы', 'проблем'),
  m('результат', 'результата', 'результаты', 'результатов'),
]
const THING_ADJECTIVES = [
  'существенн|ы', 'важн|ы', 'устойчив|ы', 'скрыт|ы', 'реальн|ы', 'долгосрочн|ы', 'характерн|ы', 'заметн|ы',
  'очевидн|ы', 'неочевидн|ы', 'значим|ы', 'общ|щ', 'практическ|к', 'теоретическ|к', 'методологическ|к', 'содержательн|ы',
  'определенн|ы', 'конкретн|ы', 'нов|о', 'прям|о',
]

/** Optional ends of a claim, at most two content words each; none names a place, time, figure or source. */
const TAILS = [
  'на разных уровнях', 'в долгосрочной перспективе', 'в практическом отношении', 'при сравнении позиций', 'с учетом контекста',
  'в учебном исследовании', 'в отдельных случаях', 'в теоретическом плане', 'при ближайшем рассмотрении',
  'в меняющихся условиях', 'с разных сторон', 'в повседневной практике', 'при последовательном изложении',
  'в границах темы', 'в общем виде', 'на конкретных примерах', 'при внимательном чтении', 'в прикладном аспекте',
  'в выбранном подходе', 'с опорой на аргументы', 'без упрощения', 'при смене точки зрения',
  'в сравнительном освещении', 'в историческом развитии', 'на практике', 'по ходу анализа',
]

/** All slot sizes, so a claim number maps to one combination and back (mixed radix). */
const VERB_COUNT = VERBS.length
const OBJ_ADJ = Math.min(ACT_ADJECTIVES.length, THING_ADJECTIVES.length)
const OBJ_NOUN = Math.min(ACT_NOUNS.length, THING_NOUNS.length)
const SUBJ_ADJ = SUBJECT_ADJECTIVES.length
const SUBJ_NOUN = SUBJECT_NOUNS.length
const TAIL = TAILS.length * 2 // half of the numbers take no tail
const RADICES = [VERB_COUNT, OBJ_ADJ, OBJ_NOUN, 2, SUBJ_ADJ, SUBJ_NOUN, TAIL] as const
/** How many different claims there are. */
export const CLAIM_SPACE = RADICES.reduce((a, b) => a * b, 1)

const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a)

/**
 * A work's claim sequence: claim g is combination (a·g + b) mod CLAIM_SPACE, with a and b drawn from the work's
 * randomness and a coprime to the space — so distinct numbers give distinct claims (no sentence repeats in a work
 * written by separate calls), the verb (the lowest digit) cycles through every verb before any repeats, and a verb
 * with its object (the three lowest digits) does not come twice within the first tens of thousands of claims.
 */
export function claimSequence(workRng: TRng): (g: number) => string {
  let a = 1 + Math.floor(workRng() * (CLAIM_SPACE - 1))
  while (gcd(a, CLAIM_SPACE) !== 1) a = (a + 1) % CLAIM_SPACE || 1
  const b = Math.floor(workRng() * CLAIM_SPACE)
  return (g: number) => {
    // Safe integer arithmetic: split the multiplication.
    let id = Number((BigInt(a) * BigInt(g) + BigInt(b)) % BigInt(CLAIM_SPACE))
    const d = RADICES.map((r) => {
      const x = id % r
      id = Math.floor(id / r)
      return x
    }) as number[]
    const [v, oa, on, pl, sa, sn, t] = d as [number, number, number, number, number, number, number]
    const verb = VERBS[v]!
    const nouns = verb.o === 'act' ? ACT_NOUNS : THING_NOUNS
    const adjs = verb.o === 'act' ? ACT_ADJECTIVES : THING_ADJECTIVES
    const noun = nouns[on]!
    const subject = SUBJECT_NOUNS[sn]!
    const tail = t < TAILS.length ? ` ${TAILS[t]}` : ''
    // A kind of work reads oddly in the plural («тщательных анализов»): there the second form is «более …».
    const object = verb.o === 'act' ? `${pl ? 'более ' : ''}${phrase(adjs[oa]!, noun, verb.c, false)}` : phrase(adjs[oa]!, noun, verb.c, pl === 1)
    return `${phrase(SUBJECT_ADJECTIVES[sa]!, subject, 0, false)} ${verb.v} ${object}${tail}`
  }
}
