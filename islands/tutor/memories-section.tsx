// «Что репетитор знает обо мне» in the profile (issue 15 part 4): the training tutor's memories of the student, each
// editable and deletable (with the 5-second «Вернуть» toast), «Удалить всё». The switch itself stays in the settings
// card; off, the section says nothing new is stored. The training flag off (the API's 404) hides the section.
import { useEffect, useState } from 'react'
import type { TTrainingMemory } from '../../domain/training/api-types'
import { ApiError } from '../graphql/api-error'
import { toast } from '../toasts/toast-store'
import { deferDelete } from './deferred-delete'
import { deleteAllMemories, deleteMemory, listMemories, updateMemory } from './memories-api'
import { MemoryItem } from './memory-item'
import { MEMORY_TEXTS } from './memory-kinds'
import { isTrainingOff } from './training-request'
import './memories.css'

type TState = 'loading' | 'ready' | 'failed' | 'off'

const failedText = (e: unknown) => (e instanceof ApiError ? e.message : undefined)

export function MemoriesSection({ isMemoryEnabled }: { isMemoryEnabled: boolean }) {
  const [memories, setMemories] = useState<TTrainingMemory[]>([])
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set())
  const [allHidden, setAllHidden] = useState(false)
  const [state, setState] = useState<TState>('loading')

  function load() {
    setState('loading')
    listMemories()
      .then((list) => {
        setMemories(list.memories)
        setState('ready')
      })
      .catch((e: unknown) => setState(isTrainingOff(e) ? 'off' : 'failed'))
  }
  useEffect(load, [])

  const shown = allHidden ? [] : memories.filter((m) => !hidden.has(m.uuid))
  const toggle = (uuid: string, on: boolean) =>
    setHidden((s) => {
      const next = new Set(s)
      if (on) next.add(uuid)
      else next.delete(uuid)
      return next
    })

  async function save(memory: TTrainingMemory, content: string) {
    const next = await updateMemory(memory, content)
    setMemories((list) => list.map((m) => (m.uuid === next.uuid ? next : m)))
    toast.success(MEMORY_TEXTS.saved)
  }

  function remove(memory: TTrainingMemory) {
    deferDelete({
      key: `memory:${memory.uuid}`,
      text: MEMORY_TEXTS.deleted,
      hide: () => toggle(memory.uuid, true),
      restore: () => toggle(memory.uuid, false),
      // Already gone (another tab, «Удалить всё») is what the student wanted.
      commit: (keepalive) => deleteMemory(memory.uuid, keepalive).catch((e: unknown) => (isTrainingOff(e) ? undefined : Promise.reject(e))),
      onFailed: (e) => toast.error(failedText(e)),
    })
  }

  function removeAll() {
    deferDelete({
      key: 'memory:all',
      text: MEMORY_TEXTS.deletedAll,
      hide: () => setAllHidden(true),
      restore: () => setAllHidden(false),
      commit: async (keepalive) => {
        await deleteAllMemories(keepalive)
        setMemories([])
        setAllHidden(false)
      },
      onFailed: (e) => toast.error(failedText(e)),
    })
  }

  if (state === 'off') return null
  return (
    <section className="card profile-card memories" aria-labelledby="memories-title" data-state={state} aria-busy={state === 'loading'}>
      <div className="memories__head">
        <h2 id="memories-title">{MEMORY_TEXTS.title}</h2>
        {shown.length > 0 && (
          <button type="button" className="btn btn--ghost btn--sm memories__clear" data-action="memories-delete-all" onClick={removeAll}>
            Удалить всё
          </button>
        )}
      </div>
      <p className="memories__lead">{MEMORY_TEXTS.lead}</p>
      {!isMemoryEnabled && (
        <p className="memories__off" role="status" data-memory-off>
          {MEMORY_TEXTS.off}
        </p>
      )}
      {state === 'loading' && <div className="skeleton memories__skeleton" />}
      {state === 'failed' && (
        <div className="memories__failed">
          <p className="field__error" role="alert">
            {MEMORY_TEXTS.failed}
          </p>
          <button type="button" className="btn btn--secondary btn--sm" onClick={load}>
            Попробовать ещё раз
          </button>
        </div>
      )}
      {state === 'ready' && shown.length === 0 && (
        <p className="memories__empty" data-memories-empty>
          {MEMORY_TEXTS.empty}
        </p>
      )}
      {state === 'ready' && shown.length > 0 && (
        <ul className="memories__list">
          {shown.map((m) => (
            <MemoryItem key={m.uuid} memory={m} onSave={save} onDelete={remove} />
          ))}
        </ul>
      )}
    </section>
  )
}
