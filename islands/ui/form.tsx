// The site's form pieces (the classes of the ui kit, styles/ui.css): a form that sends itself by script, and a field
// with its label, its control and its error under it. Any island may use them: a product's form, the profile, the
// tutor's memories.
import type { ReactNode } from 'react'

/** A form the island sends itself: no browser check (the island says what is wrong), no page load on submit. */
export function ScriptForm({ className, onSubmit, children, label }: { className: string; onSubmit: () => unknown; children: ReactNode; label?: string }) {
  return (
    <form
      className={className}
      noValidate
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault()
        void onSubmit()
      }}
    >
      {children}
    </form>
  )
}

/** A labelled field: `id` ties the label to the control the caller gives; the error (an alert) and `after` follow it. */
export function FormField({ id, label, error, children, after }: { id: string; label: ReactNode; error?: string | null; children: ReactNode; after?: ReactNode }) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children}
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      {after}
    </div>
  )
}
