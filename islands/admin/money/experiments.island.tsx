// /admin/experiments: each environment's feature definitions as JSON, checked on save by the schema the evaluator uses;
// a broken document is refused with the place named and nothing is saved. GET /api/features serves a saved one at once.
import { useCallback, useEffect, useState, type FormEvent } from 'react'
import type { TAdminFeatureDefinitions } from '../../../domain/admin/experiments'
import { AdminGate } from '../admin-gate'
import { Alert, FormActions } from '../admin-parts'
import { adminFetch } from '../api'
import { formatAdminTime } from '../data-table'

const ENV = { production: 'Боевое', test: 'Тесты', development: 'Разработка' } as Record<string, string>

export default function ExperimentsIsland() {
  const [items, setItems] = useState<TAdminFeatureDefinitions[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  const load = useCallback(async () => {
    const res = await adminFetch<{ items: TAdminFeatureDefinitions[] }>('/api/admin/money/experiments')
    if (res.ok) setItems(res.data.items)
    else setError(res.error.message)
  }, [])
  useEffect(() => void load(), [load])
  return (
    <AdminGate section="experiments" title="Эксперименты">
      <div className="money-admin">
        <h1>Эксперименты и флаги</h1>
        <p className="admin__lead">Определения в формате GrowthBook: имя флага → defaultValue и rules (force или variations с weights). abc-tariffs-3475 выбирает группу тарифов.</p>
        <Alert>{error}</Alert>
        {items?.map((it) => <EnvironmentForm key={`${it.environment}-${it.version}`} item={it} onSaved={load} />)}
      </div>
    </AdminGate>
  )
}

function EnvironmentForm({ item, onSaved }: { item: TAdminFeatureDefinitions; onSaved: () => void }) {
  const [json, setJson] = useState(JSON.stringify(item.features, null, 2))
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null)
  const [busy, setBusy] = useState(false)
  const id = `features-${item.environment}`

  async function submit(e: FormEvent) {
    e.preventDefault()
    setBusy(true)
    const res = await adminFetch<TAdminFeatureDefinitions>(`/api/admin/money/experiments/${item.environment}`, { method: 'PUT', body: { version: item.version, json } })
    setBusy(false)
    if (res.ok) onSaved()
    else setStatus({ ok: false, text: res.error.message })
  }

  return (
    <form className="money-admin__panel" onSubmit={(e) => void submit(e)} aria-label={`Окружение ${item.environment}`} data-environment={item.environment} noValidate>
      <h2>
        {ENV[item.environment] ?? item.environment} <code>{item.environment}</code>
      </h2>
      <p className="admin__lead">
        Версия {item.version}, изменено {formatAdminTime(item.updatedAt)}
      </p>
      <label className="field" htmlFor={id}>
        <span className="field__label">Определения (JSON)</span>
      </label>
      <textarea id={id} className="input money-admin__json" spellCheck={false} value={json} onChange={(e) => setJson(e.target.value)} aria-invalid={status?.ok === false} aria-describedby={status ? `${id}-status` : undefined} />
      {status && (
        <p id={`${id}-status`} className={status.ok ? 'money-admin__saved' : 'field__error'} role="alert">
          {status.text}
        </p>
      )}
      <FormActions busy={busy} />
    </form>
  )
}
