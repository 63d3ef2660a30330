// The influencers for the back-office, paged on the server, searchable by entry title or banner.
import type { TAdminInfluencer } from '../../../domain/admin/influencers'
import { parseListQuery, type TListPage } from '../../../domain/admin/list-query'
import { asService, type Db } from '../../db/port'
import { AppError } from '../../http/errors'
import { listPage } from '../list'
import { influencerOf } from './influencer-row'

const SORTS = ['id', 'appEntryTitle'] as const

export async function listInfluencers({ db, query }: { db: Db; query: Record<string, string | undefined> }): Promise<TListPage<TAdminInfluencer>> {
  const parsed = parseListQuery(query, { sorts: SORTS, defaultSort: 'id', defaultDir: 'asc' })
  if (!parsed.ok) throw new AppError('BAD_REQUEST', parsed.message)
  const params: unknown[] = parsed.value.q ? [parsed.value.q] : []
  return asService(db, (tx) =>
    listPage<Record<string, unknown>, TAdminInfluencer, (typeof SORTS)[number]>(tx, {
      select: `i.id, i.version, i.app_entry_title, i.banner_title, i.banner_subtitle, i.payment_form_text,
        p.id as promo_code_id, p.code, p.url_key, p.is_active, p.starts_at, p.ends_at, c.id as coupon_id, c.rule_key`,
      from: `from private.influencers i left join private.promo_codes p on p.id = i.promo_code_id left join private.coupons c on c.id = p.coupon_id
        ${params.length ? `where i.app_entry_title ilike '%' || $1 || '%' or i.banner_title ilike '%' || $1 || '%'` : ''}`,
      params,
      sortColumns: { id: 'i.id', appEntryTitle: 'i.app_entry_title' },
      tieBreaker: 'i.id',
      query: parsed.value,
      map: influencerOf,
    }),
  )
}
