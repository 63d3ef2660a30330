// Per-request batching (the DataLoader idea, without the dependency): resolvers of one list ask for one key each, and
// the loads of one tick go to the database as one query. Batches live on the request's context object, so nothing is
// shared between requests or cached past one.
type TPending<V> = { keys: Map<string, { resolve: (v: V) => void; reject: (e: unknown) => void }[]> }

const scopes = new WeakMap<object, Map<string, TPending<unknown>>>()

// Node's check phase runs after every resolver the current execution step started; elsewhere a zero timeout does.
const later: (fn: () => void) => void = typeof globalThis.setImmediate === 'function' ? (fn) => globalThis.setImmediate(fn) : (fn) => setTimeout(fn, 0)

/**
 * Resolves `key` through `load`, which receives every key asked for under (`scope`, `name`) in this tick and answers a
 * map; a key missing from the map gets `empty`.
 */
export function batchLoad<V>(scope: object, name: string, key: string, load: (keys: string[]) => Promise<Map<string, V>>, empty: V): Promise<V> {
  let byName = scopes.get(scope)
  if (!byName) scopes.set(scope, (byName = new Map()))
  let pending = byName.get(name) as TPending<V> | undefined
  if (!pending) {
    const batch: TPending<V> = { keys: new Map() }
    pending = batch
    byName.set(name, batch as TPending<unknown>)
    later(() => {
      byName.delete(name)
      load([...batch.keys.keys()]).then(
        (found) => batch.keys.forEach((waiters, k) => waiters.forEach((w) => w.resolve(found.has(k) ? found.get(k)! : empty))),
        (e: unknown) => batch.keys.forEach((waiters) => waiters.forEach((w) => w.reject(e))),
      )
    })
  }
  const waiting = pending
  return new Promise<V>((resolve, reject) => {
    const list = waiting.keys.get(key) ?? []
    list.push({ resolve, reject })
    waiting.keys.set(key, list)
  })
}
