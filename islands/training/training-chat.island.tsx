// Training chat (route ecosystem-training__task, login): the task's messages (pages of 50, older ones loaded when the
// list is scrolled to the top, keeping the place), the tutor's reply streaming in, answer options under the last
// reply (a click sends the option), ratings, the completion banner and «Завершить».
import { useEffect, useLayoutEffect, useRef } from 'react'
import type { TTrainingTask } from '../../domain/training/api-types'
import { parseQa } from '../../domain/training/qa'
import { TRAINING_MESSAGES } from '../../domain/training/input'
import { isStreaming } from './chat-model'
import { ChatMessage } from './chat-message'
import { CompletionBanner } from './completion-banner'
import { SendBox } from './send-box'
import { TRAINING_START_PATH } from '../tutor/training-paths'
import { useTrainingChat } from './use-training-chat'
import { OrderPageShell, type TOrderPageTexts } from '../orders/order-page-shell'
import '../answer/answer.css'
import './training.css'

export type TrainingChatProps = { taskUuid: string }

export default function TrainingChat({ taskUuid }: TrainingChatProps) {
  const c = useTrainingChat(taskUuid)
  const scroller = useRef<HTMLDivElement>(null)
  const top = useRef<HTMLDivElement>(null)
  const stick = useRef(true)
  const before = useRef<{ height: number; top: number; first: string | undefined } | null>(null)

  const inProgress = c.task?.status === 'IN_PROGRESS'
  const writing = isStreaming(c.messages)
  const lastTutor = [...c.messages].reverse().find((m) => m.sender === 'assistant')
  const lastIsTutor = lastTutor && c.messages.filter((m) => m.sender === 'user' || m.sender === 'assistant').at(-1)?.uuid === lastTutor.uuid
  const options = lastTutor && lastIsTutor && lastTutor.state === 'done' && inProgress ? (lastTutor.options?.length ? lastTutor.options : parseQa(lastTutor.content).options) : []

  // Older messages are put above: the list keeps what the reader was looking at in place.
  useLayoutEffect(() => {
    const el = scroller.current
    if (!el) return
    const b = before.current
    if (b && b.first !== c.messages[0]?.uuid) {
      el.scrollTop = b.top + (el.scrollHeight - b.height)
      before.current = null
    } else if (stick.current) {
      el.scrollTop = el.scrollHeight
    }
  }, [c.messages, options.length, c.completedNow])

  // The chat is as tall as the screen: the page moves it right under the header, past the banners above it.
  const ready = c.status === 'ready'
  useEffect(() => {
    const chat = scroller.current?.closest('.tr-chat')
    if (!ready || !chat) return
    const header = document.querySelector('.eco-header')?.getBoundingClientRect().height ?? 0
    const y = chat.getBoundingClientRect().top + window.scrollY - header - 8
    if (y > 0) window.scrollTo({ top: y })
  }, [ready])

  useEffect(() => {
    const el = scroller.current
    const sentinel = top.current
    if (!el || !sentinel || !c.hasOlder) return
    const io = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting) || c.olderState === 'loading') return
        before.current = { height: el.scrollHeight, top: el.scrollTop, first: c.messages[0]?.uuid }
        void c.loadOlder()
      },
      { root: el, rootMargin: '120px 0px 0px 0px' },
    )
    io.observe(sentinel)
    return () => io.disconnect()
  }, [c.hasOlder, c.olderState, c.loadOlder, c.messages])

  const texts: TOrderPageTexts = {
    missing: { text: TRAINING_MESSAGES.taskNotFound },
    failed: { text: c.failure ?? 'Не удалось загрузить задачу' },
    away: { href: TRAINING_START_PATH, label: 'К тренировкам' },
  }
  return (
    <OrderPageShell status={c.status === 'not-found' ? 'missing' : c.status} order={c.task} texts={texts}>
      {chat}
    </OrderPageShell>
  )

  function chat(task: TTrainingTask) {
    return (
      <div className="tr-chat" data-state="ready" data-task-status={task.status} data-writing={writing}>
        <header className="tr-chat__head">
          <a className="tr-back" href={TRAINING_START_PATH} aria-label="Все тренировки">
            ←
          </a>
          <h1 className="tr-chat__title">{task.title}</h1>
          {inProgress && (
            <button type="button" className="btn btn--ghost btn--sm" onClick={() => void c.complete()} data-action="complete">
              Завершить
            </button>
          )}
        </header>
        {task.is_demo && (
          <p className="tr-demo" data-demo="true">
            {TRAINING_MESSAGES.demoLabel}
          </p>
        )}
        <div
          className="tr-scroll"
          ref={scroller}
          onScroll={(e) => {
            const el = e.currentTarget
            stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < 60
          }}
        >
          <div ref={top} className="tr-older" data-older={c.hasOlder ? c.olderState : 'none'}>
            {c.hasOlder && (c.olderState === 'failed' ? (
              <button type="button" className="btn btn--ghost btn--sm" onClick={() => void c.loadOlder()}>
                Не удалось загрузить — повторить
              </button>
            ) : (
              <span className="tr-muted">Загружаем ранние сообщения…</span>
            ))}
          </div>
          <ul className="tr-messages" aria-live="polite" data-count={c.messages.length}>
            {c.messages.map((m) => (
              // Only the task's last reply can be written again (the server refuses older ones).
              <ChatMessage key={m.uuid} message={m} canRetry={inProgress && !writing && m.uuid === lastTutor?.uuid} onRetry={(uuid) => void c.retry(uuid)} />
            ))}
          </ul>
          {options.length > 0 && (
            <div className="tr-options ai-chips" role="group" aria-label="Варианты ответа">
              {options.map((o) => (
                <button key={o} type="button" className="ai-chip tr-option" disabled={c.sending} onClick={() => void c.send(o)}>
                  {o}
                </button>
              ))}
            </div>
          )}
          {task.status === 'COMPLETED' && <CompletionBanner task={task} />}
        </div>
        {inProgress && <SendBox busy={writing || c.sending} onSend={c.send} />}
      </div>
    )
  }
}
