// The chat's input: Enter sends, Shift+Enter starts a new line; closed while the tutor writes; an empty or too long
// message says so instead of going out (ZTrainingMessageText carries the texts).
import { useState, type FormEvent, type KeyboardEvent } from 'react'
import { TRAINING_LIMITS, ZTrainingMessageText } from '../../domain/training/input'

const GROW_MAX_PX = 160

/** The box grows with its text up to a few lines (through the CSSOM: the page's CSP allows no style attributes). */
function grow(el: HTMLTextAreaElement) {
  el.style.height = 'auto'
  el.style.height = `${Math.min(el.scrollHeight + 2, GROW_MAX_PX)}px`
}

type Props = { busy: boolean; onSend: (text: string) => Promise<boolean> }

export function SendBox({ busy, onSend }: Props) {
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)

  async function submit(e?: FormEvent) {
    e?.preventDefault()
    if (busy) return
    const r = ZTrainingMessageText.safeParse(text)
    if (!r.success) return setError(r.error.issues[0]?.message ?? null)
    setError(null)
    if (await onSend(r.data)) {
      setText('')
      const el = document.querySelector<HTMLTextAreaElement>('.tr-send__text')
      if (el) el.style.height = ''
    }
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault()
      void submit()
    }
  }

  const over = text.trim().length > TRAINING_LIMITS.messageMax
  return (
    <form className="tr-send" onSubmit={submit} noValidate data-busy={busy}>
      <div className="tr-send__row">
        <textarea
          className="input tr-send__text"
          name="message"
          rows={1}
          value={text}
          placeholder={busy ? 'Репетитор пишет…' : 'Твой ответ или вопрос'}
          aria-label="Сообщение репетитору"
          aria-invalid={Boolean(error) || over}
          disabled={busy}
          onChange={(e) => {
            grow(e.currentTarget)
            setText(e.target.value)
            if (error) setError(null)
          }}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="btn btn--primary tr-send__go" disabled={busy} aria-label="Отправить">
          <svg viewBox="0 0 24 24" width={20} height={20} fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
            <path d="M5 12h14m-6-6 6 6-6 6" />
          </svg>
        </button>
      </div>
      {(error || over) && <span className="field__error tr-send__error">{error ?? ZTrainingMessageText.safeParse(text).error?.issues[0]?.message}</span>}
    </form>
  )
}
