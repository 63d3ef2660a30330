// Which subject a work's topic belongs to, from the word stems it uses: the reference search then prefers that
// subject's records over ones that only share a common word («России», «развитие»). Pure and deterministic.
import type { TSourceSubject } from './subjects'

// Word beginnings (lower case) that point to a subject; longer, more specific stems first within each list.
const STEMS: Record<TSourceSubject, readonly string[]> = {
  economics: ['инфляц', 'эконом', 'финанс', 'бюджет', 'налог', 'рынок', 'рыноч', 'денеж', 'банк', 'кредит', 'инвест', 'ввп', 'безработ', 'предприним', 'бизнес', 'торгов', 'цен'],
  law: ['уголовн', 'гражданск', 'правов', 'закон', 'юрид', 'суд', 'преступ', 'конституц', 'ответственност', 'договор', 'право', 'прав '],
  psychology: ['психолог', 'психик', 'личност', 'эмоци', 'мотивац', 'стресс', 'тревож', 'самооцен', 'когнитив', 'восприят', 'подростк', 'подростков'],
  pedagogy: ['педагог', 'обучени', 'образован', 'воспитан', 'учебн', 'школ', 'учител', 'дидакт', 'урок'],
  sociology: ['социолог', 'обществ', 'социальн', 'семь', 'молодеж', 'молодёж', 'миграц', 'неравенств'],
  philosophy: ['философ', 'этик', 'бытие', 'сознани', 'онтолог', 'гносеолог', 'античн'],
  literature: ['литератур', 'роман', 'поэз', 'поэт', 'писател', 'пушкин', 'толст', 'достоевск', 'чехов', 'гогол', 'лермонтов', 'произведен'],
  history: ['истори', 'войн', 'революц', 'импер', 'древн', 'средневеков', 'реформ', 'крепостн', 'ссср', 'совет'],
  biology: ['биолог', 'клетк', 'генет', 'эволюц', 'организм', 'растени', 'животн', 'днк'],
  ecology: ['эколог', 'окружающ', 'загрязн', 'климат', 'природ', 'отход', 'мегаполис'],
  medicine: ['медицин', 'болезн', 'заболеван', 'лечени', 'здоров', 'пациент', 'вирус', 'иммун'],
  physics: ['физик', 'квант', 'энерги', 'механик', 'электр', 'оптик', 'термодинам'],
  chemistry: ['хими', 'реакци', 'молекул', 'вещест', 'кислот', 'органическ'],
  mathematics: ['математ', 'алгебр', 'геометр', 'уравнен', 'функци', 'вероятност', 'статистик'],
  'computer-science': ['информат', 'программ', 'алгоритм', 'компьютер', 'цифров', 'искусствен', 'нейросет', 'данных', 'интернет', 'кибер'],
  management: ['менеджмент', 'управлен', 'организац', 'персонал', 'лидерств', 'стратеги'],
  marketing: ['маркетинг', 'реклам', 'бренд', 'потребител', 'продвижен'],
  'political-science': ['политолог', 'политик', 'политическ', 'государств', 'выбор', 'демократ', 'власт'],
  linguistics: ['лингвист', 'язык', 'речь', 'речев', 'словообразов', 'синтаксис', 'фонет', 'морфолог'],
  'culture-studies': ['культур', 'искусств', 'традиц', 'музе', 'обряд'],
}

// Phrases whose words, read one by one, point elsewhere: «глубокое обучение» is not pedagogy, «научные революции» not
// history, «морфология сказки» not linguistics. A phrase counts as two words for its subject, and its words count for
// no other subject.
const PHRASES: readonly (readonly [RegExp, TSourceSubject])[] = [
  [/(глубок|машинн)\p{L}* обучени\p{L}*|нейронн\p{L}* сет\p{L}*/gu, 'computer-science'],
  [/научн\p{L}* революц\p{L}*|философи\p{L}* наук\p{L}*/gu, 'philosophy'],
  [/морфологи\p{L}* (волшебн\p{L}* )?сказк\p{L}*|волшебн\p{L}* сказк\p{L}*/gu, 'literature'],
]

const words = (topic: string) => (topic.toLowerCase().replace(/ё/g, 'е').match(/\p{L}+/gu) ?? []).filter((w) => w.length >= 3)

/** Every subject the text's words point to, with how many words point to it, strongest first (ties: longer stem). */
export function subjectScores(text: string): { subject: TSourceSubject; score: number }[] {
  let rest = text.toLowerCase().replace(/ё/g, 'е')
  const phraseHits = new Map<TSourceSubject, number>()
  for (const [re, subject] of PHRASES) {
    rest = rest.replace(re, () => {
      phraseHits.set(subject, (phraseHits.get(subject) ?? 0) + 2)
      return ' '
    })
  }
  const ws = words(rest)
  const out: { subject: TSourceSubject; score: number; length: number }[] = []
  for (const [subject, stems] of Object.entries(STEMS) as [TSourceSubject, readonly string[]][]) {
    let hits = phraseHits.get(subject) ?? 0
    let length = hits ? 100 : 0
    for (const w of ws) {
      const stem = stems.find((s) => w.startsWith(s.replace(/ё/g, 'е').trim()))
      if (stem) {
        hits++
        length = Math.max(length, stem.length)
      }
    }
    if (hits) out.push({ subject, score: hits, length })
  }
  return out.sort((a, b) => b.score - a.score || b.length - a.length).map(({ subject, score }) => ({ subject, score }))
}
