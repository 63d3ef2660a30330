// Announces changed public pages to every server process: a NOTIFY queued in the changing transaction, so it is
// delivered only after commit (never for a rolled-back change) and reaches processes the change did not run in (the
// importer's command line, another Node instance). Each process's listener drops the pages (start-page-cache.ts).
import type { Queryable } from '../db/port'
import type { TPageChange } from './page-cache'

export const PAGE_CACHE_CHANNEL = 'page_cache'

/** Postgres refuses NOTIFY payloads of 8000 bytes or more; a change too big for one is sent as its widest prefix. */
const MAX_PAYLOAD = 7000

function encodePageChange(change: TPageChange, fallbackPrefix: string): string {
  const payload = JSON.stringify({ paths: [...new Set(change.paths ?? [])], prefixes: [...new Set(change.prefixes ?? [])] })
  return payload.length <= MAX_PAYLOAD ? payload : JSON.stringify({ paths: [], prefixes: [fallbackPrefix] })
}

export function decodePageChange(payload: string): TPageChange | null {
  try {
    const v = JSON.parse(payload) as { paths?: unknown; prefixes?: unknown }
    const strings = (a: unknown) => (Array.isArray(a) ? a.filter((s): s is string => typeof s === 'string' && s.startsWith('/')) : [])
    return { paths: strings(v.paths), prefixes: strings(v.prefixes) }
  } catch {
    return null
  }
}

/** `fallbackPrefix`: what to drop when the list of pages is too long for one notification (`/biblioteka/`, `/referat/`). */
export async function publishPageChange(tx: Queryable, change: TPageChange, fallbackPrefix: string): Promise<void> {
  await tx.query('select pg_notify($1, $2)', [PAGE_CACHE_CHANNEL, encodePageChange(change, fallbackPrefix)])
}
