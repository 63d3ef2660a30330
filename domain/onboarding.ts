// Onboarding tours (platform.md §3–4): steps by group or name, finished steps skipped, each marked finished when left.

export type OnboardingItem = {
  name: string
  groupName: string
  orderToShow: number
  /** CSS selector of the element the step points at. */
  target: string
  title: string
  text: string
}

export const ONBOARDING_STORAGE_KEY = 'onboardingFinishedSteps'

/** The AI editor tour (orders.md §AI editor): two steps, editor then text selection. */
const ONBOARDING_ITEMS: readonly OnboardingItem[] = [
  {
    name: 'ai-editor__editor',
    groupName: 'ai-editor',
    orderToShow: 1,
    target: '[data-onboarding="ai-editor"]',
    title: 'ИИ-редактор',
    text: 'Здесь можно переписать, расширить или сократить текст работы и добавить график, таблицу или формулу.',
  },
  {
    name: 'ai-editor__text-selection',
    groupName: 'ai-editor',
    orderToShow: 2,
    target: '[data-onboarding="ai-editor-text"]',
    title: 'Выдели текст',
    text: 'Выдели фрагмент, и редактор предложит, что с ним сделать.',
  },
]

export type TourQuery = { group: string } | { name: string }

/** The steps to show for a group or a single name, in order, without the finished ones. */
export function tourSteps(query: TourQuery, finished: ReadonlySet<string>, items: readonly OnboardingItem[] = ONBOARDING_ITEMS): OnboardingItem[] {
  return items
    .filter((i) => ('group' in query ? i.groupName === query.group : i.name === query.name))
    .filter((i) => !finished.has(i.name))
    .sort((a, b) => a.orderToShow - b.orderToShow)
}

export type TourState = { steps: readonly OnboardingItem[]; index: number; finished: ReadonlySet<string>; open: boolean }

export const startTour = (steps: readonly OnboardingItem[], finished: ReadonlySet<string>): TourState => ({
  steps,
  index: 0,
  finished,
  open: steps.length > 0,
})

/** Leaving a step, by any way, marks it finished. */
const leave = (s: TourState): ReadonlySet<string> => {
  const current = s.steps[s.index]
  return current ? new Set([...s.finished, current.name]) : s.finished
}

export function nextStep(s: TourState): TourState {
  if (!s.open) return s
  const finished = leave(s)
  return s.index + 1 < s.steps.length ? { ...s, index: s.index + 1, finished } : { ...s, finished, open: false }
}

export function previousStep(s: TourState): TourState {
  if (!s.open || s.index === 0) return s
  return { ...s, index: s.index - 1, finished: leave(s) }
}

export const closeTour = (s: TourState): TourState => (s.open ? { ...s, finished: leave(s), open: false } : s)

export const parseFinished = (raw: string | null): Set<string> => {
  try {
    const list: unknown = JSON.parse(raw ?? '[]')
    return new Set(Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : [])
  } catch {
    return new Set()
  }
}
