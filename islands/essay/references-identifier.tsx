// A source by DOI, ISBN or link (connected mode): «Найти» looks it up and shows the real record as it will stand in the
// list; only «Добавить» adds it. Outside the connected mode the form is replaced by a plain note saying why.
import { useId, useState, type FormEvent } from 'react'
import { IDENTIFIER_MESSAGES, parseSourceIdentifier } from '../../domain/sources/identifier'
import { SOURCE_MESSAGES } from '../../domain/sources/reference'
import { ApiError } from '../graphql/api-error'
import { gql } from '../graphql/client'
import { AddEssaySourceByIdentifierDocument, ResolveEssaySourceDocument, type EssaySourceDataFieldsFragment } from '../graphql/generated/essay-sources/graphql'

const FAILED = 'Не получилось найти источник, попробуй ещё раз'
const messageOf = (e: unknown) => (e instanceof ApiError && e.code !== 'INTERNAL' && e.code !== 'NETWORK' ? e.message : FAILED)

type Props = { orderId: string; available: boolean; limitReached: boolean; onAdded: (referenceId: string) => Promise<void> }

export function IdentifierSourceForm({ orderId, available, limitReached, onAdded }: Props) {
  const id = useId()
  const [identifier, setIdentifier] = useState('')
  const [found, setFound] = useState<EssaySourceDataFieldsFragment | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState<'find' | 'add' | null>(null)

  if (!available) {
    return (
      <div className="essay-own-source" data-form="identifier" data-available="false">
        <h3>По DOI, ISBN или ссылке</h3>
        <p className="essay-step__lead">{IDENTIFIER_MESSAGES.connectedOnly}. Сейчас можно добавить источник с файлом.</p>
      </div>
    )
  }

  async function find(e: FormEvent) {
    e.preventDefault()
    setFound(null)
    if (!parseSourceIdentifier(identifier)) return setError(IDENTIFIER_MESSAGES.invalid)
    setError(null)
    setBusy('find')
    try {
      setFound((await gql(ResolveEssaySourceDocument, { id: orderId, identifier })).resolveAiEssayOrderReference)
    } catch (err) {
      setError(messageOf(err))
    } finally {
      setBusy(null)
    }
  }

  async function add() {
    if (limitReached) return setError(SOURCE_MESSAGES.limitReached)
    setBusy('add')
    try {
      const added = await gql(AddEssaySourceByIdentifierDocument, { id: orderId, identifier })
      await onAdded(added.addAiEssayOrderReferenceByIdentifier.id)
      setFound(null)
      setIdentifier('')
    } catch (err) {
      setError(messageOf(err))
    } finally {
      setBusy(null)
    }
  }

  return (
    <form className="essay-own-source" data-form="identifier" data-available="true" onSubmit={(e) => void find(e)} noValidate>
      <h3>По DOI, ISBN или ссылке</h3>
      <label className="field" data-field="identifier">
        <span className="field__label">DOI, ISBN или ссылка на статью</span>
        <span className="essay-own-source__row">
          <input
            className="input"
            name="identifier"
            value={identifier}
            placeholder="10.1234/abcd, 978-5-… или https://…"
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => {
              setIdentifier(e.target.value)
              setFound(null)
            }}
          />
          <button type="submit" className="btn btn--secondary" disabled={busy !== null || !identifier.trim()}>
            {busy === 'find' ? 'Ищем…' : 'Найти'}
          </button>
        </span>
        {error && (
          <span className="field__error" id={`${id}-error`} role="alert">
            {error}
          </span>
        )}
      </label>
      {found && (
        <div className="essay-own-source__found" data-found="true">
          <p className="essay-ref__title">{found.title}</p>
          <p className="essay-ref__gost">{found.formatted}</p>
          <div className="essay-actions">
            <button type="button" className="btn btn--ghost" onClick={() => setFound(null)} disabled={busy !== null}>
              Отмена
            </button>
            <button type="button" className="btn" onClick={() => void add()} disabled={busy !== null}>
              {busy === 'add' ? 'Добавляем…' : 'Добавить'}
            </button>
          </div>
        </div>
      )}
    </form>
  )
}
