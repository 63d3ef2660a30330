// The back-office's «Отзывы» and «Оценки»: the rows they list and what counts as a bad rating. Feedback stars go 1–5;
// an order's stage rating too; training tasks and messages are rated up or down. Bad is ≤ 2 stars or a thumbs-down.
export const BAD_RATING_MAX = 2

export type TAdminFeedback = {
  id: string
  userId: string | null
  guest: boolean
  rating: number | null
  text: string
  pageUrl: string | null
  source: string
  createdAt: string
}

export const RATING_KINDS = { order: 'Заказ', 'training-task': 'Задача тренажёра', 'training-message': 'Ответ тренажёра' } as const
export type TRatingKind = keyof typeof RATING_KINDS

export type TAdminRating = {
  /** `${kind}:${id}`, unique across the three sources. */
  key: string
  kind: TRatingKind
  /** 1–5 stars, or 'up' / 'down'. */
  score: number | 'up' | 'down'
  bad: boolean
  /** What was rated: the order and its stage, the training task's title, the message's first words. */
  subject: string
  comment: string | null
  userId: string | null
  /** The unified order or the training task it belongs to. */
  orderId: string | null
  ratedAt: string
}
