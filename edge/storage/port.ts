// Storage port: the bytes of user uploads, by key. The database keeps each file's metadata, its owner and its key;
// this port is server-side only and checks nobody: callers do the ownership checks before they read or write.

/** Bucket-like prefixes; every key starts with one of them. */
const STORAGE_BUCKETS = ['avatars', 'essay-reference-files', 'essay-workbooks', 'text-recognitions', 'library-work-complaints'] as const
export type TStorageBucket = (typeof STORAGE_BUCKETS)[number]

type TStoredObject = { bytes: Uint8Array; contentType: string }

export type TStorage = {
  /** 'local' keeps objects in Postgres (private.storage_objects); 's3' in an S3-compatible store (Supabase Storage). */
  readonly provider: 'local' | 's3'
  /** Writes (or overwrites) the object under `key`. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>
  /** The object, or null when there is none under `key`. */
  get(key: string): Promise<TStoredObject | null>
  /** Removes the object; removing a missing one is not an error. */
  delete(key: string): Promise<void>
}

const SEGMENT = /^[^/\u0000-\u001f]{1,200}$/

/**
 * A fresh key under a bucket: `<bucket>/<owner parts…>/<random uuid>`, so a new upload never overwrites another. The
 * client's file name stays in the database: Supabase Storage refuses non-ASCII keys (InvalidKey, supabase/storage#133).
 */
export function newStorageKey(bucket: TStorageBucket, ...owner: string[]): string {
  for (const part of owner) if (!SEGMENT.test(part) || part === '.' || part === '..') throw new Error(`Недопустимая часть ключа хранилища: ${JSON.stringify(part)}`)
  return [bucket, ...owner, crypto.randomUUID()].join('/')
}

/** Both adapters refuse keys outside the buckets, with empty, dot or control-character segments, or over 1024 bytes. */
export function assertStorageKey(key: string): void {
  const [bucket, ...rest] = key.split('/')
  const ok =
    (STORAGE_BUCKETS as readonly string[]).includes(bucket ?? '') &&
    rest.length > 0 &&
    rest.every((s) => SEGMENT.test(s) && s !== '.' && s !== '..') &&
    new TextEncoder().encode(key).length <= 1024
  if (!ok) throw new Error(`Недопустимый ключ хранилища: ${JSON.stringify(key)}`)
}
