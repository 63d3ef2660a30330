// Adding a source by DOI, ISBN or link is rate-limited over GraphQL too (issue 29, finding 8): both mutations that
// look an identifier up (resolveAiEssayOrderReference, addAiEssayOrderReferenceByIdentifier) count against the
// account's and the request address's limits (edge/sources/lookup-rate-limit.ts), with the Crossref, OpenAlex and
// Open Library fakes on 127.0.0.1 standing in for the providers.
import { describe, expect, it } from 'vitest'
import type { AppDeps } from '../../edge/context'
import { LOOKUP_ACCOUNT_WINDOWS, LOOKUP_ADDRESS_WINDOWS } from '../../edge/sources/lookup-rate-limit'
import type { TestDb } from '../helpers/test-db'
import { essayOnSources } from '../helpers/essay-orders'
import { useMidWindowClock } from '../helpers/rate-window'
import { bearer, freshPhone, fromIp, gql, signInByPhone } from './auth-support'
import { useTestApp, type TTestApp, useFakes } from '../helpers/test-app'
import { createCrossrefFake } from '../fakes/crossref'
import { createOpenAlexFake } from '../fakes/openalex'
import { createOpenLibraryFake } from '../fakes/openlibrary'
import { giveCredits } from '../helpers/credits'

const openLibrary = createOpenLibraryFake()
const [cr, oa, ol] = await useFakes(createCrossrefFake().app, createOpenAlexFake().app, openLibrary.app)

let t: TestDb
let deps: AppDeps
let app: TTestApp
useTestApp((made) => ({ t, deps, app } = made), {
  SOURCES_PROVIDER: 'crossref',
  CROSSREF_BASE_URL: cr.url,
  OPENALEX_BASE_URL: oa.url,
  OPENLIBRARY_BASE_URL: ol.url,
})
useMidWindowClock(() => t.db)

const ACCOUNT_PER_MINUTE = LOOKUP_ACCOUNT_WINDOWS.find((w) => w.seconds === 60)!.max
const ADDRESS_PER_MINUTE = LOOKUP_ADDRESS_WINDOWS.find((w) => w.seconds === 60)!.max
const TOO_MANY = 'Слишком много запросов, попробуй через минуту'
const ISBN = '978-0-262-03384-8'

async function onSelection(ip: string) {
  const h = bearer(await signInByPhone(app, t.db, freshPhone(), fromIp(ip)))
  await giveCredits(t.db, (await gql(app, '{ me { id } }', {}, h)).data.me.id, 100)
  return { h, id: await essayOnSources(app, deps, h, 'Мотивация учебной деятельности студентов') }
}

const RESOLVE = `mutation($id: ID!, $i: String!) { resolveAiEssayOrderReference(aiEssayOrderId: $id, identifier: $i) { title } }`
const ADD = `mutation($id: ID!, $i: String!) { addAiEssayOrderReferenceByIdentifier(aiEssayOrderId: $id, identifier: $i) { id } }`
const REFS = `query($id: ID!) { getAiEssayOrderById(id: $id) { references { id } } }`

describe('looking sources up by identifier over GraphQL', () => {
  it('refuses an account its 31st lookup in a minute (showing or adding) with the Russian message, while another account is served', async () => {
    const [anna, boris] = await Promise.all([onSelection('10.95.0.1'), onSelection('10.95.0.2')])
    const ip = fromIp('10.95.1.1')
    const asked = openLibrary.requests.length
    for (let i = 0; i < ACCOUNT_PER_MINUTE; i++) {
      expect((await gql(app, RESOLVE, { id: anna.id, i: ISBN }, { ...anna.h, ...ip })).data.resolveAiEssayOrderReference.title).toBe('Introduction to Algorithms')
    }
    const before = (await gql(app, REFS, { id: anna.id }, anna.h)).data.getAiEssayOrderById.references.length
    for (const query of [RESOLVE, ADD]) {
      const refused = await gql(app, query, { id: anna.id, i: ISBN }, { ...anna.h, ...ip })
      expect(refused.errors?.[0]).toMatchObject({ message: TOO_MANY, extensions: { code: 'TOO_MANY_ATTEMPTS' } })
    }
    expect(openLibrary.requests.length - asked).toBe(ACCOUNT_PER_MINUTE)
    expect((await gql(app, REFS, { id: anna.id }, anna.h)).data.getAiEssayOrderById.references).toHaveLength(before)

    // Boris, from the same address, still adds his book.
    const added = await gql(app, ADD, { id: boris.id, i: ISBN }, { ...boris.h, ...ip })
    expect(added.errors).toBeUndefined()
    expect(added.data.addAiEssayOrderReferenceByIdentifier.id).toBeTruthy()
  }, 120_000)

  it('counts per address the request came from: a full address refuses the account, another address serves it', async () => {
    const { h, id } = await onSelection('10.95.0.3')
    expect((await gql(app, RESOLVE, { id, i: ISBN }, { ...h, ...fromIp('10.95.2.1') })).errors).toBeUndefined()
    // Other accounts used up the rest of this address's minute.
    await t.db.query(`update private.rate_limit_hits set hits = $2 where bucket = $1`, ['source-lookup:ip:10.95.2.1:m', ADDRESS_PER_MINUTE])
    const refused = await gql(app, RESOLVE, { id, i: ISBN }, { ...h, ...fromIp('10.95.2.1') })
    expect(refused.errors?.[0]).toMatchObject({ message: TOO_MANY, extensions: { code: 'TOO_MANY_ATTEMPTS' } })
    expect((await gql(app, RESOLVE, { id, i: ISBN }, { ...h, ...fromIp('10.95.2.2') })).data.resolveAiEssayOrderReference.title).toBe('Introduction to Algorithms')
  }, 120_000)
})
