// The order every upload follows: the bytes go to storage under a fresh key first, then one transaction writes the row
// that names the key. Storage calls never run inside that transaction (on Workers a request has one connection, and
// the Postgres adapter needs its own), so a failed transaction leaves an object behind: it is removed at once, and the
// objects the new row replaced are removed after the commit. A failed removal only costs space, so it is logged.
import type { Logger } from '../log'
import type { TStorage } from './port'

export type TRecorded<T> = { result: T; replaced?: (string | null)[] }

export async function storeThenRecord<T>(
  o: { storage: TStorage; log: Logger; key: string; bytes: Uint8Array; contentType: string },
  record: (key: string) => Promise<TRecorded<T>>,
): Promise<T> {
  await o.storage.put(o.key, o.bytes, o.contentType)
  let recorded: TRecorded<T>
  try {
    recorded = await record(o.key)
  } catch (e) {
    await removeObjects(o, [o.key])
    throw e
  }
  await removeObjects(o, (recorded.replaced ?? []).filter((k): k is string => Boolean(k) && k !== o.key))
  return recorded.result
}

async function removeObjects(o: { storage: TStorage; log: Logger }, keys: string[]): Promise<void> {
  for (const key of keys) {
    await o.storage.delete(key).catch((e: unknown) => o.log.warn('storage: объект не удалён', { key, error: (e as Error).message }))
  }
}
