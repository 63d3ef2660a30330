// Reading the bytes of an upload row: from storage by its key, or (rows written before the storage port) from the row.
import type { TStorage } from './port'

export type TFileRow = { storage_key: string | null; bytes: unknown }

/** Null when the row names an object that storage no longer has. */
export async function storedBytes(storage: TStorage, row: TFileRow): Promise<Uint8Array | null> {
  if (row.storage_key) return (await storage.get(row.storage_key))?.bytes ?? null
  const b = row.bytes
  if (b instanceof Uint8Array) return new Uint8Array(b.buffer, b.byteOffset, b.byteLength)
  return b == null ? null : new Uint8Array(b as ArrayBuffer)
}
