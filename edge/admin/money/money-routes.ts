// /api/admin/money/* – the back-office's money and promotions (issue 17 part 3): tariffs and token packages, coupons,
// influencers, the wheel's weights and partner codes, trial keys, experiment definitions. Mounted after adminVerified; every
// change goes through adminAction (the change and its audit entry in one transaction).
import { Hono, type Context } from 'hono'
import type { AppEnv } from '../../context'
import { readJson } from '../../http/body'
import { AppError } from '../../http/errors'
import { adminOf } from '../admin-middleware'
import { addWheelCodes } from './add-wheel-codes'
import { listFeatureDefinitions, updateFeatureDefinitions } from './feature-definitions'
import { listCoupons } from './list-coupons'
import { listInfluencers } from './list-influencers'
import { listTariffs } from './list-tariffs'
import { listWheel } from './list-wheel'
import { createCoupon, updateCoupon } from './save-coupon'
import { createInfluencer, updateInfluencer } from './save-influencer'
import { createTokenPackage, updateTokenPackage } from './save-token-package'
import { setCouponActive } from './set-coupon-active'
import { createTrialKey, listTrialKeys, setTrialKeyActive } from './trial-keys'
import { updateTariff } from './update-tariff'
import { updateWheelPrize } from './update-wheel-prize'

export const moneyAdminRoutes = new Hono<AppEnv>()

const db = (c: Context<AppEnv>) => c.get('deps').db
/** The app's cached influencer banners, dropped by a change to a coupon or an influencer. */
const banners = (c: Context<AppEnv>) => c.get('deps').caches.influencerBanners

/** A numeric id from the address; anything else is simply a record that does not exist. */
function idParam(c: Context<AppEnv>, name = 'id'): number {
  const raw = c.req.param(name) ?? ''
  const id = Number(raw)
  if (!/^\d{1,9}$/.test(raw) || id < 1) throw new AppError('NOT_FOUND', 'Запись не найдена')
  return id
}

// GET /api/admin/money/tariffs – every group's tariffs and the token packages
moneyAdminRoutes.get('/tariffs', async (c) => c.json(await listTariffs({ db: db(c) })))

// PUT /api/admin/money/tariffs/:id – edit a tariff (version check)
moneyAdminRoutes.put('/tariffs/:id', async (c) => c.json(await updateTariff({ db: db(c), admin: adminOf(c), id: idParam(c), input: await readJson(c) })))

// POST /api/admin/money/token-packages – add a package
moneyAdminRoutes.post('/token-packages', async (c) => c.json(await createTokenPackage({ db: db(c), admin: adminOf(c), input: await readJson(c) }), 201))

// PUT /api/admin/money/token-packages/:tokens – a package's price and availability (version check)
moneyAdminRoutes.put('/token-packages/:tokens', async (c) =>
  c.json(await updateTokenPackage({ db: db(c), admin: adminOf(c), tokens: idParam(c, 'tokens'), input: await readJson(c) })),
)

// GET /api/admin/money/coupons?page&perPage&sort&dir&q&active – coupons with their codes and usage counts
moneyAdminRoutes.get('/coupons', async (c) => c.json(await listCoupons({ db: db(c), query: c.req.query() })))

// POST /api/admin/money/coupons – a new coupon with its promo code
moneyAdminRoutes.post('/coupons', async (c) => c.json(await createCoupon({ db: db(c), banners: banners(c), admin: adminOf(c), input: await readJson(c) }), 201))

// PUT /api/admin/money/coupons/:id – edit a coupon and its code (version check)
moneyAdminRoutes.put('/coupons/:id', async (c) => c.json(await updateCoupon({ db: db(c), banners: banners(c), admin: adminOf(c), id: idParam(c), input: await readJson(c) })))

// POST /api/admin/money/coupons/:id/active – { version, isActive }: switch the code on or off
moneyAdminRoutes.post('/coupons/:id/active', async (c) => c.json(await setCouponActive({ db: db(c), banners: banners(c), admin: adminOf(c), id: idParam(c), input: await readJson(c) })))

// GET /api/admin/money/influencers?page&perPage&sort&dir&q
moneyAdminRoutes.get('/influencers', async (c) => c.json(await listInfluencers({ db: db(c), query: c.req.query() })))

// POST /api/admin/money/influencers – a new influencer
moneyAdminRoutes.post('/influencers', async (c) => c.json(await createInfluencer({ db: db(c), banners: banners(c), admin: adminOf(c), input: await readJson(c) }), 201))

// PUT /api/admin/money/influencers/:id – edit an influencer and its promo code (version check)
moneyAdminRoutes.put('/influencers/:id', async (c) => c.json(await updateInfluencer({ db: db(c), banners: banners(c), admin: adminOf(c), id: idParam(c), input: await readJson(c) })))

// GET /api/admin/money/wheel – prize weights with their shares and the partner code pools
moneyAdminRoutes.get('/wheel', async (c) => c.json(await listWheel({ db: db(c) })))

// PUT /api/admin/money/wheel/prizes/:id – { version, weight }
moneyAdminRoutes.put('/wheel/prizes/:id', async (c) => c.json({ prizes: await updateWheelPrize({ db: db(c), admin: adminOf(c), id: idParam(c), input: await readJson(c) }) }))

// POST /api/admin/money/wheel/codes – { value, text }: partner codes, one a line, all or nothing
moneyAdminRoutes.post('/wheel/codes', async (c) => c.json(await addWheelCodes({ db: db(c), admin: adminOf(c), input: await readJson(c) }), 201))

// GET /api/admin/money/trial-keys – the trial keys with how many clients redeemed each
moneyAdminRoutes.get('/trial-keys', async (c) => c.json(await listTrialKeys({ db: db(c) })))

// POST /api/admin/money/trial-keys – { key, trials, expiresAt? }: a new key
moneyAdminRoutes.post('/trial-keys', async (c) => c.json(await createTrialKey({ db: db(c), admin: adminOf(c), input: await readJson(c) }), 201))

// PUT /api/admin/money/trial-keys/:key/active – { active }: switch a key off or on
moneyAdminRoutes.put('/trial-keys/:key/active', async (c) => c.json(await setTrialKeyActive({ db: db(c), admin: adminOf(c), key: c.req.param('key'), input: await readJson(c) })))

// GET /api/admin/money/experiments – every environment's feature definitions
moneyAdminRoutes.get('/experiments', async (c) => c.json({ items: await listFeatureDefinitions({ db: db(c) }) }))

// PUT /api/admin/money/experiments/:environment – { version, json }
moneyAdminRoutes.put('/experiments/:environment', async (c) =>
  c.json(await updateFeatureDefinitions({ db: db(c), admin: adminOf(c), environment: c.req.param('environment'), input: await readJson(c) })),
)
