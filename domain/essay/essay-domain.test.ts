import { describe, expect, it } from 'vitest'
import { ESSAY_STATUS, isEssayStatus, isTerminalError, progressForStatus, screenForStatus, type TEssayStatus } from './statuses'
import { WORK_TYPES, workTypeById } from './work-types'
import {
  ESSAY_MESSAGES,
  ZCreateEssayOrder,
  ZEditorText,
  ZEssayRequirements,
  defaultPages,
  outlineChanged,
  outlineSchema,
  outlineToSave,
  outlineToShow,
} from './requirements'
import { isPaymentStep, type TPaymentStepInput } from './payment-step'

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message

describe('essay statuses', () => {
  it('numbers the 26 statuses of the spec without gaps', () => {
    expect(Object.values(ESSAY_STATUS).sort((a, b) => a - b)).toEqual(Array.from({ length: 26 }, (_, i) => i + 1))
    expect(isEssayStatus(26)).toBe(true)
    expect(isEssayStatus(27)).toBe(false)
    expect(isEssayStatus('3')).toBe(false)
  })

  it('maps 3, 8, 5, 14, 15, 16 to their screens and every other status to loading', () => {
    const screens = Object.fromEntries(Object.values(ESSAY_STATUS).map((s) => [s, screenForStatus(s)]))
    expect(screens[3]).toBe('requirements')
    expect(screens[8]).toBe('outline')
    expect(screens[5]).toBe('references')
    expect(screens[14]).toBe('completed')
    expect(screens[15]).toBe('error')
    expect(screens[16]).toBe('canceled')
    const loading = Object.entries(screens).filter(([, v]) => v === 'loading').map(([k]) => Number(k))
    expect(loading).toHaveLength(20)
    expect(loading).not.toContain(3)
  })

  it('treats failed and canceled as terminal errors only', () => {
    expect(Object.values(ESSAY_STATUS).filter((s) => isTerminalError(s))).toEqual([15, 16])
  })

  it('keeps a failed order on the progress entry where it stopped', () => {
    expect(progressForStatus(ESSAY_STATUS.processingFailed, ESSAY_STATUS.waitingOutlineGeneration)).toBe('requirements')
    expect(progressForStatus(ESSAY_STATUS.canceled, ESSAY_STATUS.selectReferences)).toBe('references')
    expect(progressForStatus(ESSAY_STATUS.finalGeneration)).toBe('completed')
    expect(progressForStatus(ESSAY_STATUS.completed)).toBe('completed')
  })
})

describe('work types', () => {
  it('has the eight slugs of the spec with unique ids and Russian titles', () => {
    expect(WORK_TYPES.map((t) => t.slug)).toEqual(['referat', 'project', 'doklad', 'esse', 'kursovaya', 'statya', 'sochinenye', 'project_ai'])
    expect(new Set(WORK_TYPES.map((t) => t.id)).size).toBe(8)
    expect(workTypeById('5')?.title).toBe('Курсовая работа')
    expect(workTypeById(99)).toBeNull()
  })

  it('defaults to 10 pages, and 7 for a small work', () => {
    expect(defaultPages(1)).toBe(10)
    expect(defaultPages(4)).toBe(7)
  })
})

describe('creation and requirements', () => {
  it('requires a work type and a topic of 10–255 characters', () => {
    expect(firstMessage(ZCreateEssayOrder.safeParse({ topic: 'История Древнего Рима' }))).toBe(ESSAY_MESSAGES.workTypeRequired)
    expect(firstMessage(ZCreateEssayOrder.safeParse({ topic: 'Рим', workTypeId: 1 }))).toBe('Длина темы работы не должна быть меньше 10 символов')
    expect(firstMessage(ZCreateEssayOrder.safeParse({ topic: 'я'.repeat(256), workTypeId: 1 }))).toBe('Длина темы работы не должна быть больше 255 символов')
    expect(ZCreateEssayOrder.parse({ topic: '  История Древнего Рима  ', workTypeId: '1' })).toEqual({ topic: 'История Древнего Рима', workTypeId: 1 })
  })

  it('checks pages 3–20 as an integer with the spec messages', () => {
    const base = { topic: 'История Древнего Рима' }
    expect(firstMessage(ZEssayRequirements.safeParse({ ...base, numberOfPages: 2 }))).toBe('Количество страниц не должно быть меньше 3')
    expect(firstMessage(ZEssayRequirements.safeParse({ ...base, numberOfPages: 21 }))).toBe('Количество страниц не должно быть больше 20')
    expect(firstMessage(ZEssayRequirements.safeParse({ ...base, numberOfPages: 'десять' }))).toBe('Количество страниц должно быть числом')
    expect(firstMessage(ZEssayRequirements.safeParse({ ...base, numberOfPages: 7.5 }))).toBe('Количество страниц должно быть числом')
    expect(ZEssayRequirements.parse({ ...base, numberOfPages: '12', idea: '  ' }).numberOfPages).toBe(12)
  })

  it('checks the idea and the goal at 10–2000 characters when given', () => {
    const base = { topic: 'История Древнего Рима', numberOfPages: 10 }
    expect(firstMessage(ZEssayRequirements.safeParse({ ...base, idea: 'коротко' }))).toBe(ESSAY_MESSAGES.ideaShort)
    expect(firstMessage(ZEssayRequirements.safeParse({ ...base, goal: 'ц'.repeat(2001) }))).toBe(ESSAY_MESSAGES.goalLong)
    expect(ZEssayRequirements.parse({ ...base, idea: '', goal: null }).idea).toBeNull()
  })
})

describe('outline', () => {
  const chapter = (title: string, subs = ['Первая подглава']) => ({ title, subchapters: subs.map((t) => ({ title: t })) })

  it('never saves the fixed first and last entries', () => {
    const shown = outlineToShow([chapter('Глава 1'), chapter('Глава 2')])
    expect(shown[0]!.title).toBe('Введение')
    expect(shown.at(-1)!.title).toBe('Заключение')
    expect(outlineToSave(shown)).toEqual([chapter('Глава 1'), chapter('Глава 2')])
  })

  it('saves only when something changed', () => {
    const saved = [chapter('Глава 1')]
    expect(outlineChanged(saved, outlineToShow(saved))).toBe(false)
    expect(outlineChanged(saved, outlineToShow([chapter('Глава 1 изменена')]))).toBe(true)
  })

  it('limits chapters (1–7, small works 20) and subchapters (1–5), and refuses empty entries', () => {
    const normal = outlineSchema({ small: false })
    const small = outlineSchema({ small: true })
    expect(firstMessage(normal.safeParse([]))).toBe('Для написания работы должна быть хотя бы одна глава')
    expect(firstMessage(normal.safeParse(Array.from({ length: 8 }, (_, i) => chapter(`Глава ${i}`))))).toBe('Количество глав не должно превышать 7')
    expect(small.safeParse(Array.from({ length: 20 }, (_, i) => chapter(`Глава ${i}`))).success).toBe(true)
    expect(firstMessage(small.safeParse(Array.from({ length: 21 }, (_, i) => chapter(`Глава ${i}`))))).toBe('Количество глав не должно превышать 20')
    expect(firstMessage(normal.safeParse([chapter('  ')]))).toBe('В содержании не должно быть пустых глав или подглав')
    expect(firstMessage(normal.safeParse([chapter('Глава', ['а', ' '])]))).toBe('В содержании не должно быть пустых глав или подглав')
    expect(firstMessage(normal.safeParse([chapter('Глава', ['1', '2', '3', '4', '5', '6'])]))).toBe(ESSAY_MESSAGES.subchaptersMany)
  })
})

describe('editor text', () => {
  it('takes at most 10000 characters per save', () => {
    expect(ZEditorText.safeParse('а'.repeat(10000)).success).toBe(true)
    expect(firstMessage(ZEditorText.safeParse('а'.repeat(10001)))).toBe('Текст не может быть больше 10000 символов')
  })
})

describe('payment step', () => {
  const base: TPaymentStepInput = {
    status: ESSAY_STATUS.onApproveOutline,
    isPaid: false,
    hasActiveSubscription: false,
    balanceTokens: 0,
    paymentThreshold: 10,
    hasFakeIntroduction: true,
    shouldGenerateFakeIntroduction: false,
    paymentInProgress: false,
  }

  it('shows payment on outline approval without a subscription, below the threshold, with a fake introduction', () => {
    expect(isPaymentStep(base)).toBe(true)
    expect(isPaymentStep({ ...base, hasFakeIntroduction: false, shouldGenerateFakeIntroduction: true })).toBe(true)
  })

  it('does not when any condition fails', () => {
    expect(isPaymentStep({ ...base, hasActiveSubscription: true })).toBe(false)
    expect(isPaymentStep({ ...base, balanceTokens: 10 })).toBe(false)
    expect(isPaymentStep({ ...base, hasFakeIntroduction: false })).toBe(false)
    expect(isPaymentStep({ ...base, status: ESSAY_STATUS.selectReferences as TEssayStatus })).toBe(false)
    expect(isPaymentStep({ ...base, isPaid: true })).toBe(false)
  })

  it('shows payment while a payment for the order, a subscription or a refill is processed', () => {
    expect(isPaymentStep({ ...base, status: ESSAY_STATUS.selectReferences, hasActiveSubscription: true, paymentInProgress: true })).toBe(true)
  })
})
