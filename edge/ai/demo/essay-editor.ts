// Demo writer of the AI editor: honest edits made only of the student's own passage. Rewrite swaps connectives and
// common words for synonyms; shorten keeps the first sentences or clauses; extend adds one neutral sentence that
// restates the passage's own first sentence; a custom instruction is applied when it is one of a few plain ones
// (shorten, extend, rewrite, upper or lower case, a list, «ёлочки»), otherwise the answer says it is a demo.
// Nothing is invented and every answer differs from the passage, so the panel never seems to do nothing.
import type { TEssayEditorCustomInput } from '../prompts/essay-editor-custom.v1'
import type { TEssayEditorInput } from '../prompts/essay-editor-actions.v1'
import { pick, type TRng } from './rng'

const LETTER = 'А-Яа-яЁёA-Za-z0-9'

// Same grammatical form on both sides, so a swap never breaks agreement.
const SYNONYMS: Record<string, string> = {
  например: 'к примеру',
  поэтому: 'по этой причине',
  однако: 'тем не менее',
  'кроме того': 'помимо этого',
  'таким образом': 'следовательно',
  'в частности': 'в том числе',
  'вместе с тем': 'в то же время',
  'в результате': 'в итоге',
  'главным образом': 'преимущественно',
  'в настоящее время': 'сегодня',
  сейчас: 'в настоящее время',
  является: 'выступает',
  являются: 'выступают',
  очень: 'весьма',
  часто: 'нередко',
  особенно: 'в особенности',
  необходимо: 'нужно',
  значительно: 'заметно',
  позволяет: 'даёт возможность',
  позволяют: 'дают возможность',
  основной: 'главный',
  основная: 'главная',
  основное: 'главное',
  основные: 'главные',
  рассматривается: 'изучается',
  использование: 'применение',
  использования: 'применения',
  использовании: 'применении',
  использованием: 'применением',
  влияние: 'воздействие',
  влияния: 'воздействия',
  влиянию: 'воздействию',
  влиянием: 'воздействием',
  влиянии: 'воздействии',
}

// Longest first, so «в настоящее время» wins over a shorter key inside it; one pass, so a swap is never swapped back.
const SYNONYM_RE = new RegExp(
  `(?<![${LETTER}])(${Object.keys(SYNONYMS)
    .sort((a, b) => b.length - a.length)
    .join('|')})(?![${LETTER}])`,
  'giu',
)

const FILLERS_RE = new RegExp(`(?<![${LETTER}])(очень|весьма|достаточно|в целом|по сути|так называемый|так называемая|так называемые|действительно) `, 'giu')

const capitalLike = (word: string, like: string) => (like[0] && like[0] !== like[0].toLowerCase() ? word[0]!.toUpperCase() + word.slice(1) : word)

const sentencesOf = (text: string) => text.trim().split(/(?<=[.!?…])\s+/).filter(Boolean)

const endOf = (sentence: string) => /[.!?…]$/.exec(sentence)?.[0] ?? '.'

const unchanged = (a: string, b: string) => a.replace(/\s+/g, ' ').trim() === b.replace(/\s+/g, ' ').trim()

/** «Иными словами, …»: the last resort that always differs; an acronym keeps its capitals. */
function reframe(text: string, rng: TRng): string {
  const t = text.trim()
  const first = t.split(/\s/)[0] ?? ''
  const keepCase = first.length > 1 && first === first.toUpperCase()
  return `${pick(rng, ['Иными словами', 'Иначе говоря', 'Другими словами'])}, ${keepCase ? t : t[0]!.toLowerCase() + t.slice(1)}`
}

export function demoRewrite(i: TEssayEditorInput, rng: TRng): string {
  const swapped = i.text.trim().replace(SYNONYM_RE, (m: string) => capitalLike(SYNONYMS[m.toLowerCase()] ?? m, m))
  return unchanged(swapped, i.text) ? reframe(i.text, rng) : swapped
}

export function demoShorten(i: TEssayEditorInput): string {
  const text = i.text.trim()
  const sentences = sentencesOf(text)
  if (sentences.length > 1) return sentences.slice(0, Math.ceil(sentences.length / 2)).join(' ')
  const clauses = text.replace(/[.!?…]$/, '').split(/,\s+/)
  if (clauses.length > 1) return `${clauses.slice(0, Math.ceil(clauses.length / 2)).join(', ')}${endOf(text)}`
  const plain = text.replace(FILLERS_RE, '')
  if (!unchanged(plain, text)) return plain[0]!.toUpperCase() + plain.slice(1)
  const words = text.split(/\s+/)
  return words.length > 1 ? `${words.slice(0, Math.max(1, Math.ceil(words.length * 0.6))).join(' ').replace(/[.,;:!?…]$/, '')}…` : `${text.replace(/[.!?…]$/, '')}…`
}

const cutAtWord = (s: string, max: number) => (s.length <= max ? s : `${s.slice(0, s.lastIndexOf(' ', max) > 0 ? s.lastIndexOf(' ', max) : max)}…`)

export function demoExtend(i: TEssayEditorInput, rng: TRng): string {
  const text = i.text.trim()
  const thesis = cutAtWord((sentencesOf(text)[0] ?? text).replace(/[.!?…]$/, ''), 200)
  const lead = pick(rng, ['Иными словами, главная мысль этого фрагмента такова', 'Подчеркнём главное в этом фрагменте', 'Ключевой тезис фрагмента можно сформулировать так'])
  return `${text} ${lead}: «${thesis}».`
}

const DEMO_NOTICE = (task: string) =>
  `[Демо-режим: нейросеть не подключена, поэтому инструкция «${cutAtWord(task, 120)}» не выполнена. Демо понимает только «перепиши», «сократи», «расширь», «списком», «заглавными», «строчными» и «ёлочки».]`

function applyInstruction(i: TEssayEditorCustomInput, rng: TRng): string | null {
  const task = i.task.toLowerCase()
  const text = i.text.trim()
  if (/сократ|короче|сожми|сжат/.test(task)) return demoShorten(i)
  if (/расшир|дополн|подробн|длиннее/.test(task)) return demoExtend(i, rng)
  if (/перепиш|перефраз|другими словами|синоним/.test(task)) return demoRewrite(i, rng)
  if (/заглавн|прописн|верхн\S* регистр|капс/.test(task)) return text.toUpperCase()
  if (/строчн|нижн\S* регистр/.test(task)) return text.toLowerCase()
  if (/списк|пункт/.test(task)) return sentencesOf(text).map((s) => `— ${s}`).join('\n')
  if (/кавычк|ёлочк|елочк/.test(task)) return text.replace(/"([^"]*)"/g, '«$1»').replace(/„([^“]*)“/g, '«$1»')
  return null
}

export function demoCustomEdit(i: TEssayEditorCustomInput, rng: TRng): string {
  const done = applyInstruction(i, rng)
  return done !== null && !unchanged(done, i.text) ? done : `${DEMO_NOTICE(i.task)} ${i.text.trim()}`
}
