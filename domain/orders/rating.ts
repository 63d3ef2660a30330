// Order ratings (orders.md §3 Order rating, §5 Ratings, §8 Rating success): the input's limits, the bad-rating
// threshold and the two thank-you texts. The rating form and RateUnifiedOrder share this schema.
import { z } from 'zod'

const RATING_LIMITS = { stage: { min: 1, max: 64 }, rate: { min: 1, max: 5 }, comment: { max: 2000 } } as const

/**
 * The spec calls a rating below a threshold bad without giving the value; on a 1–5 scale 4 and 5 are the praise,
 * so anything under 4 asks the team to do better.
 */
export const BAD_RATING_BELOW = 4

const RATING_MESSAGES = {
  thanks: 'Спасибо за обратную связь!',
  thanksBad: 'Спасибо за обратную связь! Мы стараемся быть лучше',
  stage: 'Не указан этап, который ты оцениваешь',
  stageLong: `Название этапа — не больше ${RATING_LIMITS.stage.max} символов`,
  rate: `Оценка — целое число от ${RATING_LIMITS.rate.min} до ${RATING_LIMITS.rate.max}`,
  commentLong: `Комментарий — не больше ${RATING_LIMITS.comment.max} символов`,
} as const

export const isBadRating = (rate: number): boolean => rate < BAD_RATING_BELOW

export const ratingThanks = (rate: number): string => (isBadRating(rate) ? RATING_MESSAGES.thanksBad : RATING_MESSAGES.thanks)

export const ZRateUnifiedOrderInput = z.object({
  stage: z
    .string({ error: RATING_MESSAGES.stage })
    .trim()
    .min(RATING_LIMITS.stage.min, RATING_MESSAGES.stage)
    .max(RATING_LIMITS.stage.max, RATING_MESSAGES.stageLong),
  rate: z
    .number({ error: RATING_MESSAGES.rate })
    .int(RATING_MESSAGES.rate)
    .min(RATING_LIMITS.rate.min, RATING_MESSAGES.rate)
    .max(RATING_LIMITS.rate.max, RATING_MESSAGES.rate),
  // An empty comment is no comment: the ratings list shows null rather than a blank line.
  comment: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z.string({ error: RATING_MESSAGES.commentLong }).trim().max(RATING_LIMITS.comment.max, RATING_MESSAGES.commentLong).nullish(),
  ),
})
