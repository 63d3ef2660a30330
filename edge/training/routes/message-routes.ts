// POST /training-mode/v1/messages/{uuid}/rate?rating=up|down – rating one tutor reply.
import { Hono } from 'hono'
import type { AppEnv } from '../../context'
import { TRAINING_MESSAGES, ZTrainingRating } from '../../../domain/training/input'
import { rateTrainingMessage } from '../tasks/rate-training-message'
import { queryValue, userIdOf, uuidParam } from './route-input'

export const trainingMessageRoutes = new Hono<AppEnv>().post('/messages/:uuid/rate', async (c) => {
  const messageUuid = uuidParam(c, 'uuid', TRAINING_MESSAGES.messageNotFound)
  const rating = queryValue(c, 'rating', ZTrainingRating)
  const message = await rateTrainingMessage(c.get('deps'), { userId: userIdOf(c), messageUuid, rating })
  return c.json({ message, text: rating === 'up' ? TRAINING_MESSAGES.ratedUp : TRAINING_MESSAGES.ratedDown })
})
