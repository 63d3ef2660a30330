// The chat's state and actions: the task, its newest page of messages (older pages on request), the live stream
// (training-stream.ts) folded into the messages by chat-model.ts, and the calls the screen makes.
import { useCallback, useEffect, useRef, useState } from 'react'
import type { TTrainingTask } from '../../domain/training/api-types'
import type { TTrainingChunk, TTrainingComplete, TTrainingInfo, TTrainingMemoryEvent, TTrainingStart, TTrainingStreamError, TTrainingStreamEvent, TTrainingTaskCompleted } from '../../domain/training/events'
import { ApiError } from '../graphql/api-error'
import { isStreaming, onChunk, onComplete, onInfo, onMemory, onStart, onStreamError, resumeId, upsertMessages, type TChatMessage } from './chat-model'
import { completeTrainingTask, fetchTrainingMessages, FALLBACKS, listTrainingTasks, retryTrainingReply, sendTrainingMessage } from './training-api'
import { showTrainingError } from './training-errors'
import type { TSseStream } from '../realtime/sse-stream'
import { openTrainingStream } from './training-stream'

export type TChatStatus = 'loading' | 'ready' | 'not-found' | 'failed'

export function useTrainingChat(taskUuid: string) {
  const [status, setStatus] = useState<TChatStatus>('loading')
  const [task, setTask] = useState<TTrainingTask | null>(null)
  const [messages, setMessages] = useState<TChatMessage[]>([])
  const [total, setTotal] = useState(0)
  const [olderState, setOlderState] = useState<'idle' | 'loading' | 'failed'>('idle')
  const [completedNow, setCompletedNow] = useState(false)
  const [sending, setSending] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  // The newest messages, kept here as well: the stream reads them (where to resume) the moment it opens, before React
  // has rendered the state, and every change goes through `apply`, so this is never behind.
  const latest = useRef(messages)
  const stream = useRef<TSseStream | null>(null)
  const fetchedFromServer = useRef(0)

  const apply = useCallback((f: (list: TChatMessage[]) => TChatMessage[]) => {
    latest.current = f(latest.current)
    setMessages(latest.current)
  }, [])

  const onEvent = useCallback(
    (name: TTrainingStreamEvent, data: unknown) => {
      if (name === 'start') apply((l) => onStart(l, data as TTrainingStart))
      else if (name === 'chunk') apply((l) => onChunk(l, data as TTrainingChunk))
      else if (name === 'complete') apply((l) => onComplete(l, data as TTrainingComplete))
      else if (name === 'error') apply((l) => onStreamError(l, data as TTrainingStreamError))
      else if (name === 'info') apply((l) => onInfo(l, data as TTrainingInfo))
      else if (name === 'memory_loaded') apply((l) => onMemory(l, data as TTrainingMemoryEvent, 'loaded'))
      else if (name === 'memory_created') apply((l) => onMemory(l, data as TTrainingMemoryEvent, 'created'))
      else if (name === 'task_completed') {
        const e = data as TTrainingTaskCompleted
        setCompletedNow(true)
        setTask((t) => (t ? { ...t, status: 'COMPLETED', completed_at: e.completed_at, completion_reason: t.completion_reason ?? 'solved' } : t))
      }
    },
    [apply],
  )

  useEffect(() => {
    let cancelled = false
    void (async () => {
      try {
        const [list, page] = await Promise.all([listTrainingTasks(), fetchTrainingMessages(taskUuid, 0)])
        if (cancelled) return
        const found = list.tasks.find((t) => t.uuid === taskUuid) ?? null
        if (!found) return setStatus('not-found')
        setTask(found)
        fetchedFromServer.current = page.messages.length
        setTotal(page.total)
        apply((l) => upsertMessages(l, page.messages))
        setStatus('ready')
        stream.current = openTrainingStream(taskUuid, { onEvent, initialId: () => resumeId(latest.current), wantsMore: () => isStreaming(latest.current) })
      } catch (e) {
        if (cancelled) return
        if (e instanceof ApiError && e.code === 'NOT_FOUND') return setStatus('not-found')
        if (e instanceof ApiError && e.code === 'UNAUTHENTICATED') showTrainingError(e, FALLBACKS.fetchMessages)
        setFailure(e instanceof ApiError ? e.message : FALLBACKS.fetchMessages)
        setStatus('failed')
      }
    })()
    return () => {
      cancelled = true
      stream.current?.close()
    }
  }, [taskUuid, onEvent, apply])

  /** The next older page of 50 (offset counts back from the newest). */
  const loadOlder = useCallback(async () => {
    if (olderState === 'loading' || fetchedFromServer.current >= total) return
    setOlderState('loading')
    try {
      const page = await fetchTrainingMessages(taskUuid, fetchedFromServer.current)
      fetchedFromServer.current += page.messages.length
      setTotal(page.total)
      apply((l) => upsertMessages(l, page.messages))
      setOlderState('idle')
      // An empty page means the server has no more, whatever total said.
      if (!page.messages.length) setTotal(fetchedFromServer.current)
    } catch {
      setOlderState('failed')
    }
  }, [olderState, total, taskUuid, apply])

  const send = useCallback(
    async (text: string): Promise<boolean> => {
      setSending(true)
      try {
        const r = await sendTrainingMessage(taskUuid, text)
        fetchedFromServer.current += 2
        setTotal((t) => t + 2)
        apply((l) => upsertMessages(l, [r.message, r.reply]))
        stream.current?.ensureOpen()
        return true
      } catch (e) {
        showTrainingError(e, FALLBACKS.sendMessage, location.pathname)
        return false
      } finally {
        setSending(false)
      }
    },
    [taskUuid, apply],
  )

  const retry = useCallback(
    async (messageUuid: string) => {
      try {
        const r = await retryTrainingReply(taskUuid, messageUuid)
        const reply = r?.reply ?? r?.message
        // The failed reply stays with its partial text; the new one follows it and streams.
        if (reply) {
          fetchedFromServer.current += 1
          setTotal((t) => t + 1)
          apply((l) => upsertMessages(l, [reply]))
        }
        stream.current?.ensureOpen()
      } catch (e) {
        showTrainingError(e, FALLBACKS.sendMessage, location.pathname)
      }
    },
    [taskUuid, apply],
  )

  const complete = useCallback(async () => {
    try {
      const r = await completeTrainingTask(taskUuid, 'user_closed')
      setTask((t) => (r?.task ? r.task : t ? { ...t, status: 'COMPLETED', completion_reason: 'user_closed', completed_at: new Date().toISOString() } : t))
      setCompletedNow(true)
    } catch (e) {
      showTrainingError(e, FALLBACKS.complete, location.pathname)
    }
  }, [taskUuid])

  const hasOlder = fetchedFromServer.current < total
  return { status, failure, task, messages, hasOlder, olderState, loadOlder, send, sending, retry, complete, completedNow }
}
