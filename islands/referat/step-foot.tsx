// The foot of the referat's justification and outline steps: the step's error once it was submitted, «Отменить заказ»
// and the step's own button (busy: «Сохраняем…»).
export function StepFoot({ error, busy, label, onCancel, onSubmit }: { error: string | null; busy: boolean; label: string; onCancel: () => void; onSubmit: () => void }) {
  return (
    <>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      <div className="essay-actions">
        <button type="button" className="btn btn--ghost" onClick={onCancel} disabled={busy}>
          Отменить заказ
        </button>
        <button type="button" className="btn" onClick={onSubmit} disabled={busy}>
          {busy ? 'Сохраняем…' : label}
        </button>
      </div>
    </>
  )
}
