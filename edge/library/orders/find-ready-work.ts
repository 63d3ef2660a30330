// A published library work by its id or its slug (the work page knows the slug, the API the id).
import { asCaller, type Db } from '../../db/port'
import { orderRowId } from '../../orders/parse-order-input'

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/

export async function findReadyWork(db: Db, idOrSlug: unknown): Promise<{ id: string; title: string } | null> {
  const raw = typeof idOrSlug === 'string' || typeof idOrSlug === 'number' ? String(idOrSlug).trim() : ''
  const id = orderRowId(raw)
  if (!id && !(SLUG.test(raw) && raw.length <= 100)) return null
  const [row] = await asCaller(db, { role: 'anon' }, (tx) =>
    tx.query<{ id: string; title: string }>(`select id::text as id, title from public.library_works where published and ${id ? 'id = $1::bigint' : 'slug = $1'}`, [id ?? raw]),
  )
  return row ?? null
}
