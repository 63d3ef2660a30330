// After a price change: the pages that show tariffs are dropped from every process's page cache (the NOTIFY goes out
// on commit). Today /b/payment and the subscription page render per request; should they ever join the cache, the
// change still reaches them.
import type { Queryable } from '../../db/port'
import { publishPageChange } from '../../page-cache/publish-page-change'

const TARIFF_PAGES = ['/b/payment', '/ecosystem/subscription']

export const publishPriceChange = (tx: Queryable) => publishPageChange(tx, { paths: TARIFF_PAGES }, '/b/')
