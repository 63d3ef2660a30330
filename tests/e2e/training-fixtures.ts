// The training API straight over fetch for e2e specs (orders.md §7 Training mode): a client's task run without the
// browser, so a spec can make a finished task (and its memories) before it looks at the page that shows them.
import { expect } from 'vitest'
import type { TTrainingMemoryList, TTrainingMessage, TTrainingMessagePage, TTrainingTask, TTrainingTaskCreated } from '../../domain/training/api-types'
import { urlFor } from './fixtures'
import { CLIENT_IP_HEADER, fakeClientIp } from './client-ip'

export function trainingApi(token: string) {
  const ip = fakeClientIp()
  async function call<T>(method: string, path: string, json?: unknown): Promise<{ status: number; body: T }> {
    const res = await fetch(urlFor(`/training-mode/v1${path}`), {
      method,
      headers: { authorization: `Bearer ${token}`, [CLIENT_IP_HEADER]: ip, ...(json !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: json !== undefined ? JSON.stringify(json) : undefined,
    })
    return { status: res.status, body: (await res.json().catch(() => null)) as T }
  }
  const ok = async <T>(method: string, path: string, json?: unknown): Promise<T> => {
    const r = await call<T>(method, path, json)
    expect(r.status, JSON.stringify(r.body)).toBeLessThan(300)
    return r.body
  }
  const messages = async (taskUuid: string) => (await ok<TTrainingMessagePage>('GET', `/tasks/${taskUuid}/messages?limit=50`)).messages
  const task = async (taskUuid: string) => (await ok<{ tasks: TTrainingTask[] }>('GET', '/tasks')).tasks.find((t) => t.uuid === taskUuid)
  return {
    call,
    messages,
    task,
    memories: () => ok<TTrainingMemoryList>('GET', '/memories'),
    create: (text: string) => ok<TTrainingTaskCreated>('POST', '/tasks', { text }),
    send: (taskUuid: string, text: string) => ok<{ reply: TTrainingMessage }>('POST', `/tasks/${taskUuid}/messages`, { text }),
    complete: (taskUuid: string, reason = 'user_closed') => call<unknown>('POST', `/tasks/${taskUuid}/complete?completion_reason=${reason}`),
    /** Waits until no tutor reply of the task is still being written; the last assistant message. */
    async replied(taskUuid: string): Promise<TTrainingMessage> {
      let last: TTrainingMessage | undefined
      await expect
        .poll(
          async () => {
            const list = await messages(taskUuid)
            last = list.filter((m) => m.sender === 'assistant').at(-1)
            return Boolean(last && last.state !== 'streaming' && !list.some((m) => m.sender === 'assistant' && m.state === 'streaming'))
          },
          { timeout: 30_000, interval: 300 },
        )
        .toBe(true)
      return last!
    },
  }
}

export type TTrainingApi = ReturnType<typeof trainingApi>

/**
 * A linear-equation task the student gets wrong once, asks to see solved, and closes: the demo tutor's memories of it
 * are a weak topic and a preference (edge/ai/demo/training-memories.ts). Answers the task's uuid.
 */
export async function finishedTrainingTask(api: TTrainingApi): Promise<string> {
  const { task_uuid } = await api.create('Реши уравнение 3x + 5 = 20')
  await api.replied(task_uuid)
  await api.send(task_uuid, 'x = 9')
  await api.replied(task_uuid)
  await api.send(task_uuid, 'не знаю, покажи решение')
  await api.replied(task_uuid)
  const done = await api.complete(task_uuid)
  // The tutor may have closed it already (a shown solution is not «solved» by the student, but a later tutor may say so).
  expect([200, 409]).toContain(done.status)
  return task_uuid
}
