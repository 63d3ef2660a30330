// OCR accuracy on printed Russian tasks (issue 12 "Done when"): renders each task to a PNG (chromium, DejaVu fonts),
// reads it through the OCR port with Tesseract, and reports the character error rate — Levenshtein distance over the
// reference length, whitespace runs counted as one space — per image and overall. Goal: under 5 %. Two of the twelve
// imitate a phone picture (tinted paper, grey ink, 1.2° tilt, slight blur); the rest are clean screenshots.
// `npm run bench` prints it; edge/ocr/ocr-accuracy.test.ts asserts it.
import { documentsOcr } from '../edge/ocr/create-ocr'
import { tesseractOcr } from '../edge/ocr/tesseract'
import { textRenderer, type TRenderStyle } from '../tests/fixtures/ocr/render-text'

export const RUSSIAN_TASKS: { text: string; style?: Partial<TRenderStyle> }[] = [
  { text: 'Найдите площадь прямоугольника, если его длина равна 12 см, а ширина на 4 см меньше длины.' },
  { text: 'Решите уравнение: 3x + 7 = 25. Сделайте проверку и запишите ответ.' },
  { text: 'Поезд прошёл 240 км за 3 часа. С какой скоростью он двигался? Ответ дайте в километрах в час.', style: { font: 'DejaVu Serif' } },
  { text: 'Определите, к какому склонению относятся существительные: ночь, земля, окно, путь, дедушка.', style: { photo: true } },
  { text: 'Объясните, почему летом дни длиннее, чем зимой. Приведите не менее двух причин.', style: { sizePx: 26 } },
  { text: 'Вычислите значение выражения (15 - 3) * 4 + 18 / 6 и округлите результат до десятков.', style: { font: 'DejaVu Serif' } },
  { text: 'Прочитайте текст и определите его основную мысль.\nВыпишите из текста три прилагательных и укажите их род.' },
  { text: 'Масса тела 5 кг, ускорение 2 м/с². Найдите силу, действующую на тело, по второму закону Ньютона.' },
  { text: 'Составьте план сочинения на тему «Как я провёл лето». План должен содержать не менее пяти пунктов.', style: { font: 'DejaVu Serif', sizePx: 24 } },
  { text: 'В классе 28 учеников, из них 16 девочек. Какую часть класса составляют мальчики? Ответ запишите дробью.', style: { photo: true, font: 'DejaVu Serif' } },
  { text: 'Назовите столицы трёх государств Европы и укажите, на каких реках они расположены.', style: { sizePx: 20, widthPx: 700 } },
  { text: 'Translate into Russian: The weather is fine today. Переведите предложение и подчеркните сказуемое.' },
]

/**
 * School maths and physics tasks with formulas, each in the default and the serif font: where Tesseract breaks powers,
 * variables and arrows (issue 34), and what the recognised text's correction (domain/recognition/correct-task-text.ts)
 * mends.
 */
export const FORMULA_TASKS: { text: string; style?: Partial<TRenderStyle> }[] = [
  'Решите уравнение 2x² − 7x + 3 = 0.',
  'Решите неравенство x² − 4x + 3 > 0 и укажите наибольшее целое решение.',
  'Найдите производную функции y = x³ · sin x.',
  'Вычислите предел lim при x → 0 (sin 3x) / x.',
  'Найдите наибольшее и наименьшее значения функции f(x) = x³ − 3x² + 2 на отрезке [0; 2].',
  'Упростите выражение (a + b)² − 2ab и найдите его значение при a = 3, b = −1.',
  'Решите систему уравнений: x + y = 7, x − y = 1.',
  'Тело массой 2 кг движется с ускорением 3 м/с². Найдите силу.',
].flatMap((text) => [{ text }, { text, style: { font: 'DejaVu Serif' } }])

/** Edit distance (insertions, deletions, substitutions), two rows of memory. */
export function levenshtein(a: string, b: string): number {
  const x = [...a]
  const y = [...b]
  let prev = Array.from({ length: y.length + 1 }, (_, j) => j)
  for (let i = 1; i <= x.length; i++) {
    const row = [i]
    for (let j = 1; j <= y.length; j++) row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1))
    prev = row
  }
  return prev[y.length]!
}

const squeeze = (s: string) => s.replace(/\s+/g, ' ').trim()

/** Character error rate of `recognised` against `reference`, whitespace runs counted as one space. */
export function characterErrorRate(reference: string, recognised: string): number {
  const ref = squeeze(reference)
  return levenshtein(ref, squeeze(recognised)) / [...ref].length
}

export type TOcrAccuracy = { rows: { image: number; chars: number; errors: number; 'CER %': string; 'ms': number }[]; overall: number }

export async function measureOcrAccuracy(tasks: readonly { text: string; style?: Partial<TRenderStyle> }[] = RUSSIAN_TASKS): Promise<TOcrAccuracy> {
  const ocr = documentsOcr(tesseractOcr())
  const render = await textRenderer()
  const rows: TOcrAccuracy['rows'] = []
  let chars = 0
  let errors = 0
  try {
    for (const [i, task] of tasks.entries()) {
      const png = await render.png(task.text, task.style)
      const started = performance.now()
      const text = await ocr.recognize(png, 'image/png')
      const ms = Math.round(performance.now() - started)
      const ref = squeeze(task.text)
      const e = levenshtein(ref, squeeze(text))
      chars += [...ref].length
      errors += e
      rows.push({ image: i + 1, chars: [...ref].length, errors: e, 'CER %': ((100 * e) / [...ref].length).toFixed(2), ms })
    }
  } finally {
    await render.close()
  }
  return { rows, overall: errors / chars }
}
