// POST /training-mode/v1/tasks: a signed-in client starts a tutoring task from typed text, a photo (read by OCR) or
// both; or a mock defense of their own completed text work (essay_unified_order_id). One transaction makes the task
// (a unified order of type services 8 on the kernel), its first message (the task), the loaded memories (with the
// profile's switch on), the tutor's reply placeholder and pays for that reply; after the commit the tutor starts.
// A photo is read last (issue 29, finding 5): access, the balance, the typed text's length and the photo's own checks
// come first, and the reading is counted against the task limit before it runs, so refused tasks cannot buy free OCR.
import type { AppDeps } from '../../context'
import { asService } from '../../db/port'
import { AppError } from '../../http/errors'
import { createOrder } from '../../orders/create-order'
import { appendTrainingMessage } from '../messages/append-message'
import { chargeTrainingReply } from '../charge/charge-reply'
import { loadDefenseSource } from '../defense/load-defense-source'
import { startTutorReply } from '../reply/start-reply'
import { loadMemories } from '../memories/load-memories'
import { TRAINING_TASK_MACHINE } from '../training-machine'
import { TRAINING_LIMITS, TRAINING_MESSAGES, trainingTaskTitle, ZTrainingTaskText } from '../../../domain/training/input'
import type { TTrainingTaskCreated } from '../../../domain/training/api-types'
import { checkCanTrain } from './check-can-train'
import { checkTaskPhoto, recognizeTaskPhoto } from './recognize-task-photo'
import { takeTrainingRateLimit } from './training-rate-limit'
import { publicTask } from './list-training-tasks'

export const WORK_NOT_FOUND = 'Работа не найдена'

export type TCreateTrainingTaskInput = {
  userId: string
  text?: unknown
  photo?: { name: string; bytes: Uint8Array } | null
  essayUnifiedOrderId?: unknown
  /** The visitor switched analytics off in the cookie notice: no order_created fact for this task. */
  noAnalytics?: boolean
}

// Between the typed text and the photo's.
const SEPARATOR = '\n\n'

type TTask = { kind: 'task' | 'defense'; text: string; essayUnifiedOrderId: string | null; limitTaken: boolean }

/** The task's text and kind: a defense names the work's topic; a task is the typed text plus the photo's text. */
async function taskOf(deps: AppDeps, o: TCreateTrainingTaskInput): Promise<TTask> {
  if (o.essayUnifiedOrderId != null && o.essayUnifiedOrderId !== '') {
    const id = String(o.essayUnifiedOrderId)
    if (!/^[1-9]\d{0,17}$/.test(id)) throw new AppError('NOT_FOUND', WORK_NOT_FOUND)
    const source = await loadDefenseSource(deps, { userId: o.userId, essayUnifiedOrderId: id })
    if (!source) throw new AppError('NOT_FOUND', WORK_NOT_FOUND)
    return { kind: 'defense', text: `Защита работы: ${source.topic}`.slice(0, TRAINING_LIMITS.taskMax), essayUnifiedOrderId: id, limitTaken: false }
  }
  if (o.text != null && typeof o.text !== 'string') throw new AppError('BAD_REQUEST', TRAINING_MESSAGES.emptyTask)
  const typed = ZTrainingTaskText.safeParse(o.text ?? '')
  if (!typed.success) throw new AppError('BAD_REQUEST', typed.error.issues[0]?.message ?? TRAINING_MESSAGES.longTask)
  let recognised = ''
  if (o.photo) {
    const photo = checkTaskPhoto(o.photo)
    // Typed text that leaves no room for a single character of the photo's is refused before the photo is read.
    if (typed.data.length + SEPARATOR.length >= TRAINING_LIMITS.taskMax) throw new AppError('BAD_REQUEST', TRAINING_MESSAGES.longTask)
    // Committed on its own: a task refused after the reading still counts it.
    await asService(deps.db, (tx) => takeTrainingRateLimit(tx, 'task', o.userId))
    recognised = (await recognizeTaskPhoto(deps, photo)).trim()
  }
  const text = [typed.data, recognised].filter(Boolean).join(SEPARATOR)
  if (!text) throw new AppError('UNPROCESSABLE', TRAINING_MESSAGES.emptyTask)
  if (text.length > TRAINING_LIMITS.taskMax) throw new AppError('BAD_REQUEST', TRAINING_MESSAGES.longTask)
  return { kind: 'task', text, essayUnifiedOrderId: null, limitTaken: o.photo != null }
}

export async function createTrainingTask(deps: AppDeps, o: TCreateTrainingTaskInput): Promise<TTrainingTaskCreated> {
  await checkCanTrain(deps, o.userId)
  const task = await taskOf(deps, o)
  const ai = deps.ports.ai.info
  const created = await asService(deps.db, async (tx) => {
    if (!task.limitTaken) await takeTrainingRateLimit(tx, 'task', o.userId)
    const order = await createOrder(tx, TRAINING_TASK_MACHINE, {
      owner: { userId: o.userId, guestFingerprint: null },
      text: trainingTaskTitle(task.text),
      status: 'IN_PROGRESS',
      values: {
        kind: task.kind,
        task_text: task.text,
        title: trainingTaskTitle(task.text),
        essay_unified_order_id: task.essayUnifiedOrderId,
        ai_provider: ai.isDemo ? 'demo' : ai.model,
      },
      noAnalytics: o.noAnalytics === true,
    })
    await appendTrainingMessage(tx, { taskId: order.id, sender: 'user', content: task.text })
    const loaded = await loadMemories(tx, o.userId)
    if (loaded.memories.length) {
      await appendTrainingMessage(tx, {
        taskId: order.id,
        sender: 'memory',
        content: loaded.memories.map((m) => m.content).join('\n'),
        meta: { kind: 'loaded', memories: loaded.memories },
      })
    }
    const reply = await appendTrainingMessage(tx, { taskId: order.id, sender: 'assistant', state: 'streaming' })
    await chargeTrainingReply(tx, { userId: o.userId, replyUuid: reply.uuid, demo: ai.isDemo })
    return { order, reply }
  })
  await startTutorReply(deps, { taskId: created.order.id, replyMessageId: created.reply.id })
  const { order } = created
  return { task_uuid: order.uuid, service_order_id: order.service_order_id, unified_order_id: order.unified_order_id, task: publicTask(order) }
}
