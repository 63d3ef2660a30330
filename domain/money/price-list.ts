// What each product costs in tokens, from the constants and settings the server charges from (issue 33 «Prices up
// front»): the price list page, every start screen and the guest pages read these, so a price is typed once.
import { ESSAY_PRICE_TOKENS } from '../essay/pricing'
import { PRESENTATION_PRICE_TOKENS } from '../presentation/statuses'
import { REFERAT_ORDER_PRICE_TOKENS } from '../referat/order-statuses'
import { TRAINING_REPLY_PRICE } from './training-charge'

/** The prices that are settings (edge/settings.ts, fixed on an order when it is made), as the server reads them. */
export type TPriceSettings = {
  LIBRARY_WORK_PRICE_TOKENS: number
  EXAM_TICKET_PRICE_TOKENS: number
  AI_ORDER_PRICE_TOKENS: number
  ADVANCED_AI_ORDER_PRICE_TOKENS: number
}

export type TProductKey = 'essay' | 'referat' | 'presentation' | 'ai' | 'advancedAi' | 'library' | 'examTicket' | 'trainingReply'
export type TProductPrices = Record<TProductKey, number>

export function productPrices(s: TPriceSettings): TProductPrices {
  return {
    essay: ESSAY_PRICE_TOKENS,
    referat: REFERAT_ORDER_PRICE_TOKENS,
    presentation: PRESENTATION_PRICE_TOKENS,
    ai: s.AI_ORDER_PRICE_TOKENS,
    advancedAi: s.ADVANCED_AI_ORDER_PRICE_TOKENS,
    library: s.LIBRARY_WORK_PRICE_TOKENS,
    examTicket: s.EXAM_TICKET_PRICE_TOKENS,
    trainingReply: TRAINING_REPLY_PRICE,
  }
}

export type TPriceItem = {
  key: TProductKey
  title: string
  /** After the price: what one price buys when it is not the whole order («за билет»). */
  per?: string
  /** One line of conditions: a free attempt, what unlocks the product. */
  note?: string
  /** Where the product starts (none: it has no start screen of its own yet). */
  href?: string
}

/** The price list's rows, in the order a student meets the products. */
export const PRICE_ITEMS: readonly TPriceItem[] = [
  { key: 'ai', title: 'Ответ ИИ на задачу или вопрос', href: '/ecosystem/ai' },
  { key: 'library', title: 'Готовое решение из библиотеки', note: 'Условие и начало решения видны бесплатно', href: '/biblioteka/' },
  { key: 'advancedAi', title: 'Ответ ИИ по найденным источникам', href: '/ecosystem/advanced-ai' },
  { key: 'essay', title: 'Текстовая работа: реферат, доклад, курсовая, эссе', href: '/ecosystem/text-copilot' },
  { key: 'referat', title: 'Реферат по теме из каталога', href: '/referat/' },
  { key: 'presentation', title: 'Презентация', note: 'Первая презентация — бесплатно', href: '/ecosystem/slides-copilot' },
  { key: 'examTicket', title: 'Ответы на экзаменационные билеты', per: 'за билет', href: '/exam' },
  { key: 'trainingReply', title: 'Тренировка с репетитором', per: 'за ответ репетитора', note: 'Нужна подписка или бесплатные вопросы', href: '/ecosystem/training' },
]
