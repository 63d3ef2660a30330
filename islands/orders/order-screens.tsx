// The screens an order's own status shows alike in the text work, the referat and the presentation: the server at work
// (what it does, no need to reload), a failed step with its reason and a retry, a canceled order with the way on, and
// the head of a finished one. Their classes come from wizard.css, which these wizards load.
import { useState } from 'react'

export function WorkingScreen({ text, screen = 'loading' }: { text: string; screen?: string }) {
  return (
    <section className="essay-step essay-loading card" data-screen={screen} aria-live="polite" aria-busy="true">
      <span className="essay-spinner" aria-hidden="true" />
      <h2>{text}</h2>
      <p>Это займёт немного времени. Страницу можно не обновлять — мы покажем результат, как только он будет готов.</p>
    </section>
  )
}

type TRetryScreenProps = {
  screen: string
  title: string
  /** The order's reason, or the default words. */
  reason: string | null | undefined
  label: string
  /** The button's words while the retry is on its way (default: the label). */
  busyLabel?: string
  /** Starts the step again; a refusal is thrown to onError. */
  retry: () => Promise<unknown>
  onError: (e: unknown) => void
}

export function RetryScreen({ screen, title, reason, label, busyLabel = label, retry, onError }: TRetryScreenProps) {
  const [busy, setBusy] = useState(false)
  async function again() {
    setBusy(true)
    try {
      await retry()
    } catch (e) {
      onError(e)
    } finally {
      setBusy(false)
    }
  }
  return (
    <section className="essay-step essay-final card" data-screen={screen}>
      <span className="essay-final__icon essay-final__icon--error" aria-hidden="true">
        !
      </span>
      <h2>{title}</h2>
      <p role="alert">{reason ?? 'Что-то пошло не так. Попробуй еще раз'}</p>
      <button type="button" className="btn" data-action="retry" onClick={() => void again()} disabled={busy}>
        {busy ? busyLabel : label}
      </button>
    </section>
  )
}

/** A canceled order: what happened and the way to start again (`mark`: the × beside it). */
export function CanceledScreen({ title, text, href, action, mark = false }: { title: string; text: string; href: string; action: string; mark?: boolean }) {
  return (
    <section className="essay-step essay-final card" data-screen="canceled">
      {mark && (
        <span className="essay-final__icon essay-final__icon--error" aria-hidden="true">
          ×
        </span>
      )}
      <h2>{title}</h2>
      <p>{text}</p>
      <a className="btn" href={href}>
        {action}
      </a>
    </section>
  )
}

/** The head of a finished order's screen: the ✓, what is ready and what to do with it. */
export function DoneHead({ title, lead }: { title: string; lead: string }) {
  return (
    <div className="essay-done">
      <span className="essay-final__icon" aria-hidden="true">
        ✓
      </span>
      <div>
        <h2>{title}</h2>
        <p className="essay-step__lead">{lead}</p>
      </div>
    </div>
  )
}
