// The ready work behind library orders: its task and shortened answer always, the full answer only for an order that
// is paid. Read as the server (the answer column is granted to nobody else) for orders the caller already proved to see.
import { asService, type Db } from '../../db/port'
import { libraryWorkPath } from '../../../domain/library/work-types'
import { CARD_FROM } from '../../catalog/library-card'
import type { TLibraryOrder } from './library-order-row'

export type TLibraryOrderWork = {
  id: string
  slug: string
  title: string
  textSeo: string | null
  /** The public page of the work. */
  href: string
  subject: { slug: string; title: string }
  type: { slug: string; title: string }
  content: { textTask: string; shortenedAnswer: string; answer: string | null }
}

type TRow = {
  id: string
  slug: string
  title: string
  seo_text: string | null
  task: string
  short_answer: string
  answer: string
  type_slug: string
  type_title: string
  subject_slug: string
  subject_title: string
}

/** The works of these orders by work id; `answer` is null for the works of unpaid orders. */
export async function libraryOrderWorks(db: Db, orders: readonly TLibraryOrder[]): Promise<Map<string, TLibraryOrderWork>> {
  const ids = [...new Set(orders.map((o) => o.libraryWorkId))]
  const paid = new Set(orders.filter((o) => o.isPaid).map((o) => o.libraryWorkId))
  if (!ids.length) return new Map()
  const rows = await asService(db, (tx) =>
    tx.query<TRow>(
      `select w.id::text as id, w.slug, w.title, w.seo_text, w.task, w.short_answer, w.answer,
              t.slug as type_slug, t.title as type_title, s.slug as subject_slug, s.title as subject_title
         from ${CARD_FROM} where w.id = any($1::bigint[])`,
      [ids],
    ),
  )
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        slug: r.slug,
        title: r.title,
        textSeo: r.seo_text,
        href: libraryWorkPath(r.type_slug, r.subject_slug, r.slug),
        subject: { slug: r.subject_slug, title: r.subject_title },
        type: { slug: r.type_slug, title: r.type_title },
        content: { textTask: r.task, shortenedAnswer: r.short_answer, answer: paid.has(r.id) ? r.answer : null },
      },
    ]),
  )
}

export async function libraryOrderWork(db: Db, order: TLibraryOrder): Promise<TLibraryOrderWork | null> {
  return (await libraryOrderWorks(db, [order])).get(order.libraryWorkId) ?? null
}
