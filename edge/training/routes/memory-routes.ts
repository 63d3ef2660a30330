// /training-mode/v1/memories – the student's memories for the profile page (edge/training/memories/memories.ts).
import { Hono } from 'hono'
import type { AppEnv } from '../../context'
import { AppError } from '../../http/errors'
import { ZTrainingMemoryText } from '../../../domain/training/input'
import { deleteAllTrainingMemories, deleteTrainingMemory, listTrainingMemories, MEMORY_NOT_FOUND, updateTrainingMemory } from '../memories/memories'
import { readBody, userIdOf, uuidParam } from './route-input'

export const trainingMemoryRoutes = new Hono<AppEnv>()
  // GET /v1/memories → TTrainingMemoryList
  .get('/memories', async (c) => c.json(await listTrainingMemories(c.get('deps'), userIdOf(c))))
  // PATCH /v1/memories/{uuid} {content} → the edited memory
  .patch('/memories/:uuid', async (c) => {
    const uuid = uuidParam(c, 'uuid', MEMORY_NOT_FOUND)
    const content = ZTrainingMemoryText.safeParse((await readBody(c)).content)
    if (!content.success) throw new AppError('BAD_REQUEST', content.error.issues[0]?.message)
    return c.json({ memory: await updateTrainingMemory(c.get('deps'), { userId: userIdOf(c), uuid, content: content.data }) })
  })
  // DELETE /v1/memories/{uuid}
  .delete('/memories/:uuid', async (c) => {
    await deleteTrainingMemory(c.get('deps'), { userId: userIdOf(c), uuid: uuidParam(c, 'uuid', MEMORY_NOT_FOUND) })
    return c.json({ ok: true })
  })
  // DELETE /v1/memories – all of the caller's
  .delete('/memories', async (c) => c.json({ ok: true, deleted: await deleteAllTrainingMemories(c.get('deps'), userIdOf(c)) }))
