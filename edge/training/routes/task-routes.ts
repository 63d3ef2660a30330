// /training-mode/v1/tasks… – the training tasks (orders.md §7 Training mode): thin routes over one business function
// each (edge/training/tasks). The task's photo is a multipart upload of up to 10 MB, so this route sets its own limit.
import { Hono } from 'hono'
import type { AppEnv } from '../../context'
import { refusesAnalytics } from '../../db/port'
import { AppError } from '../../http/errors'
import { uploadLimit } from '../../http/upload'
import { FILE_MESSAGES } from '../../../domain/files/uploads'
import { RECOGNITION_MAX_BYTES } from '../../../domain/recognition/recognition'
import { TRAINING_MESSAGES, ZCompletionReason, ZTrainingMessageText, ZTrainingPage, ZTrainingRating } from '../../../domain/training/input'
import { listTrainingTasks } from '../tasks/list-training-tasks'
import { createTrainingTask } from '../tasks/create-training-task'
import { completeTrainingTask } from '../tasks/complete-training-task'
import { rateTrainingTask } from '../tasks/rate-training-task'
import { listTrainingMessages } from '../tasks/list-training-messages'
import { sendTrainingMessage } from '../tasks/send-training-message'
import { queryValue, readBody, userIdOf, uuidParam } from './route-input'

/** A field that is either absent, a string, or (for the photo) a file; several values of one field are refused. */
function single(value: unknown, field: string): unknown {
  if (Array.isArray(value)) throw new AppError('BAD_REQUEST', `Поле ${field} указано несколько раз`)
  return value
}

export const trainingTaskRoutes = new Hono<AppEnv>()
  // GET /v1/tasks → TTrainingTaskList
  .get('/tasks', async (c) => {
    c.header('cache-control', 'private, no-store')
    return c.json(await listTrainingTasks(c.get('deps'), userIdOf(c)))
  })
  // POST /v1/tasks (multipart: text, photo, essay_unified_order_id; or JSON {text, essay_unified_order_id}) → TTrainingTaskCreated
  .post('/tasks', uploadLimit(RECOGNITION_MAX_BYTES, FILE_MESSAGES.size), async (c) => {
    const body = await readBody(c)
    const photo = single(body.photo, 'photo')
    if (photo != null && photo !== '' && !(photo instanceof File)) throw new AppError('BAD_REQUEST', 'Фото задачи нужно приложить файлом в поле photo')
    const created = await createTrainingTask(c.get('deps'), {
      userId: userIdOf(c),
      text: single(body.text, 'text'),
      essayUnifiedOrderId: single(body.essay_unified_order_id, 'essay_unified_order_id'),
      photo: photo instanceof File ? { name: photo.name, bytes: new Uint8Array(await photo.arrayBuffer()) } : null,
      noAnalytics: refusesAnalytics(c.get('caller')),
    })
    return c.json(created, 201)
  })
  // POST /v1/tasks/{uuid}/complete?completion_reason=solved|user_closed|gave_up
  .post('/tasks/:uuid/complete', async (c) => {
    const taskUuid = uuidParam(c, 'uuid', TRAINING_MESSAGES.taskNotFound)
    const reason = queryValue(c, 'completion_reason', ZCompletionReason)
    return c.json({ task: await completeTrainingTask(c.get('deps'), { caller: c.get('caller'), taskUuid, reason }) })
  })
  // POST /v1/tasks/{uuid}/rate?rating=up|down
  .post('/tasks/:uuid/rate', async (c) => {
    const taskUuid = uuidParam(c, 'uuid', TRAINING_MESSAGES.taskNotFound)
    const rating = queryValue(c, 'rating', ZTrainingRating)
    const task = await rateTrainingTask(c.get('deps'), { caller: c.get('caller'), taskUuid, rating })
    return c.json({ task, text: rating === 'up' ? TRAINING_MESSAGES.ratedUp : TRAINING_MESSAGES.ratedDown })
  })
  // GET /v1/tasks/{uuid}/messages?limit&offset → TTrainingMessagePage (offset 0 = the newest page)
  .get('/tasks/:uuid/messages', async (c) => {
    const taskUuid = uuidParam(c, 'uuid', TRAINING_MESSAGES.taskNotFound)
    const page = ZTrainingPage.safeParse({ limit: c.req.query('limit') || undefined, offset: c.req.query('offset') || undefined })
    if (!page.success) throw new AppError('BAD_REQUEST', 'limit — от 1 до 50, offset — не меньше 0')
    c.header('cache-control', 'private, no-store')
    return c.json(await listTrainingMessages(c.get('deps'), { caller: c.get('caller'), taskUuid, ...page.data }))
  })
  // POST /v1/tasks/{uuid}/messages ({text}, JSON or form) → TTrainingMessageSent
  .post('/tasks/:uuid/messages', async (c) => {
    const taskUuid = uuidParam(c, 'uuid', TRAINING_MESSAGES.taskNotFound)
    const text = ZTrainingMessageText.safeParse(single((await readBody(c)).text, 'text'))
    if (!text.success) throw new AppError('BAD_REQUEST', text.error.issues[0]?.message ?? TRAINING_MESSAGES.emptyMessage)
    return c.json(await sendTrainingMessage(c.get('deps'), { caller: c.get('caller'), taskUuid, text: text.data }), 201)
  })
