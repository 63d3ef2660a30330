// Speaker notes of a content slide: 60–90 seconds of speech, counted at about 2.1 Russian words a second (126–189
// words). A model's notes are brought into that range; notes built without a model say what to do with the slide's
// own title and theses and add presenter advice, never a fact of their own.
import { clip, countWords, firstWords, sentencesOf, squash } from './clip-text'

const SPEECH_WORDS_PER_SECOND = 2.1
export const NOTES_SECONDS = { min: 60, max: 90 } as const
export const NOTES_WORDS = {
  min: Math.ceil(NOTES_SECONDS.min * SPEECH_WORDS_PER_SECOND),
  max: Math.floor(NOTES_SECONDS.max * SPEECH_WORDS_PER_SECOND),
} as const
const NOTES_MAX_CHARS = 3000

// Presenter advice that fits any slide and claims nothing about the topic (each under 20 words, so padding a text
// one word short of the minimum cannot overshoot the maximum).
const ADVICE = [
  'Не читайте текст со слайда: слушатели видят его сами, им важно услышать ваше объяснение.',
  'Если в аудитории могут не знать термин, дайте короткое определение простыми словами.',
  'После главной мысли сделайте небольшую паузу, чтобы слушатели успели ее запомнить.',
  'Можно задать аудитории короткий вопрос и проверить, понятна ли мысль.',
  'Если у вас есть данные из источников, назовите источник вслух: так сказанное звучит убедительнее.',
  'Покажите на слайде пункт, о котором говорите, чтобы слушателям было легко следить.',
  'Подчеркните, как этот слайд помогает ответить на главный вопрос презентации.',
  'Говорите в спокойном темпе: на этот слайд отведено около минуты.',
  'Закончите слайд короткой связкой, которая подводит к следующему слайду.',
  'Если останется время, приведите пример из своего опыта или из изученных материалов.',
  'Смотрите на слушателей, а не на экран: так вас лучше слышно и понятно.',
  'Если слушатели задают вопрос по слайду, ответьте коротко и вернитесь к плану выступления.',
  'Выделите голосом ключевое слово слайда, чтобы его запомнили.',
]

const ORDINALS = ['Первое', 'Второе', 'Третье', 'Четвертое', 'Пятое', 'Шестое']
const EXPLAIN = [
  'Поясните эту мысль своими словами и приведите пример.',
  'Объясните, как это связано с предыдущим пунктом.',
  'Скажите, почему это важно для темы.',
  'Уточните, на чем основан этот вывод.',
]

/** «Тема выступления» → «тема выступления» after a colon; «ВВП» stays. */
const lowerFirst = (s: string) => (/^\p{Lu}\p{Ll}/u.test(s) ? s[0]!.toLowerCase() + s.slice(1) : s)
const sentence = (s: string) => (/[.!?…]$/.test(s) ? s : `${s}.`)

/** Notes made from a slide's own title and theses, labelled when they are a demo. */
export function buildNotes(slide: { title: string; theses: readonly string[] }, opts: { demo?: boolean } = {}): string {
  const parts: string[] = []
  if (opts.demo) parts.push('Демо-заметки: это пример того, что можно сказать на слайде; замените своими словами.')
  parts.push(`Этот слайд — «${clip(slide.title, 160)}».`)
  slide.theses.slice(0, ORDINALS.length).forEach((t, i) => {
    parts.push(sentence(`${ORDINALS[i]}, о чем стоит сказать: ${lowerFirst(clip(t, 300)).replace(/[.!?…]+$/, '')}`))
    parts.push(EXPLAIN[i % EXPLAIN.length]!)
  })
  parts.push('Подведите итог слайда одной фразой.')
  return fitWords(parts)
}

/**
 * A model's notes within 60–90 seconds: too long → whole sentences up to the maximum; too short → the slide's own
 * points and presenter advice appended; missing or unusable → built from the slide.
 */
export function fitNotes(notes: string | null | undefined, slide: { title: string; theses: readonly string[] }, opts: { demo?: boolean } = {}): string {
  const text = squash(notes)
  if (countWords(text) < 8 || text.length > NOTES_MAX_CHARS * 2) return buildNotes(slide, opts)
  const fitted = fitWords(sentencesOf(text))
  return fitted.length <= NOTES_MAX_CHARS ? fitted : buildNotes(slide, opts)
}

/** Sentences taken while they fit the maximum, then advice added until the minimum. */
function fitWords(sentences: readonly string[]): string {
  const out: string[] = []
  let words = 0
  for (const s of sentences) {
    const n = countWords(s)
    if (words + n > NOTES_WORDS.max) {
      if (out.length === 0) {
        out.push(firstWords(s, NOTES_WORDS.max))
        words = NOTES_WORDS.max
      }
      break
    }
    out.push(s)
    words += n
  }
  for (const advice of ADVICE) {
    if (words >= NOTES_WORDS.min) break
    if (out.includes(advice)) continue
    out.push(advice)
    words += countWords(advice)
  }
  return out.join(' ')
}
