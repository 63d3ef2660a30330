import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { guardFacts, guardScript, type TGuardFacts } from './guard'

class MemoryStorage {
  private readonly map = new Map<string, string>()
  constructor(init: Record<string, string> = {}) {
    for (const [k, v] of Object.entries(init)) this.map.set(k, v)
  }
  getItem(k: string) {
    return this.map.get(k) ?? null
  }
  setItem(k: string, v: string) {
    this.map.set(k, String(v))
  }
  dump() {
    return Object.fromEntries(this.map)
  }
}

function run(facts: TGuardFacts, url: string, init: { local?: Record<string, string>; session?: Record<string, string> } = {}) {
  const u = new URL(url, 'https://kampus.test')
  const replaced: string[] = []
  const html = { hidden: false, dataset: {} as Record<string, string> }
  const localStorage = new MemoryStorage(init.local)
  const sessionStorage = new MemoryStorage(init.session)
  runInNewContext(guardScript(facts), {
    location: { pathname: u.pathname, search: u.search, hash: u.hash, replace: (p: string) => replaced.push(p) },
    document: { documentElement: html },
    localStorage,
    sessionStorage,
    URLSearchParams,
  })
  return { replaced, hidden: html.hidden, dataset: html.dataset, local: localStorage.dump(), session: sessionStorage.dump() }
}

const open: TGuardFacts = { loginRequired: false, entry: null }
const login: TGuardFacts = { loginRequired: true, entry: null }

describe('guard script', () => {
  it('sends a login-required page without a token to auth with the encoded full path', () => {
    const r = run(login, '/ecosystem/task-solver/7?tab=a b&x=1#top')
    expect(r.replaced).toEqual([`/ecosystem/auth?redirect=${encodeURIComponent('/ecosystem/task-solver/7?tab=a%20b&x=1#top')}`])
    expect(r.hidden).toBe(true)
  })

  it('stays with a stored token or an auth token id in the query, and on open pages', () => {
    expect(run(login, '/ecosystem/profile', { local: { apiToken: 'jwt' } }).replaced).toEqual([])
    expect(run(login, '/ecosystem/profile?auth_token_id=5').replaced).toEqual([])
    expect(run(open, '/ecosystem').replaced).toEqual([])
  })

  it('marks a page opened with a stored token as signed in (the landing header hides «Войти»), and a guest’s not', () => {
    expect(run(open, '/exam', { local: { apiToken: 'jwt' } }).dataset).toEqual({ signedIn: '' })
    expect(run(open, '/exam').dataset).toEqual({})
  })

  it("marks an administrator's read-only look at a cabinet for the banner, and counts its token as signed in", () => {
    const look = run(login, '/ecosystem/profile', { session: { adminViewToken: 'jwt' } })
    expect(look.replaced).toEqual([])
    expect(look.dataset).toEqual({ adminView: '' })
    // Ended (the server refused its token): still the look's tab, now a guest.
    const ended = run(login, '/ecosystem/profile', { session: { adminViewToken: '' } })
    expect(ended.dataset).toEqual({ adminView: '' })
    expect(ended.replaced).toHaveLength(1)
    expect(run(open, '/ecosystem').dataset).toEqual({})
  })

  it('records the entry once per session: query entry, else edugram id, else the route entry', () => {
    expect(run({ ...open, entry: 'faq' }, '/faq?entry=vk&edugram_id=e1').session).toEqual({ entry: 'vk' })
    expect(run({ ...open, entry: 'faq' }, '/faq?edugram_id=e1').session).toEqual({ entry: 'e1' })
    expect(run({ ...open, entry: 'faq' }, '/faq').session).toEqual({ entry: 'faq' })
    expect(run(open, '/thanks').session).toEqual({})
    expect(run({ ...open, entry: 'faq' }, '/faq?entry=vk', { session: { entry: 'first' } }).session).toEqual({ entry: 'first' })
  })

  it('saves the promo code, the referral id and the CIS phone flag', () => {
    expect(run(open, '/?offer=SALE10&ref=u42&geo=CIS').local).toEqual({ promoCode: 'SALE10', referralId: 'u42', hidePhoneAuth: 'true' })
    expect(run(open, '/?geo=RU').local).toEqual({})
  })

  it('keeps the wheel flags (trialKey, show_wof) and the placement p in the session for after sign-in', () => {
    expect(run(open, '/?trialKey=K-1&show_wof=1').session).toEqual({ trialKey: 'K-1', show_wof: '1' })
    expect(run(open, '/?show_wof').session).toEqual({ show_wof: '' })
    // A guest's welcome link (newby) waits for the sign-up too.
    expect(run(open, '/?newby=1').session).toEqual({ newby: '1' })
    // So does the landing's placement p, for the sign-up's registration params (checked where it is read).
    expect(run(open, '/?p=partner_1').session).toEqual({ p: 'partner_1' })
    expect(run(open, '/?x=1').session).toEqual({})
  })

  it('sends from_admin with the client role to the client main page', () => {
    expect(run(open, '/ecosystem/faq?from_admin=1', { local: { user: JSON.stringify({ roleId: 1 }) } }).replaced).toEqual(['/ecosystem'])
    expect(run(open, '/faq?from_admin', { local: { roleId: '1' } }).replaced).toEqual(['/ecosystem'])
    expect(run(open, '/faq?from_admin=1', { local: { roleId: '4' } }).replaced).toEqual([])
    expect(run(open, '/faq?from_admin=1').replaced).toEqual([])
    expect(run(open, '/ecosystem?from_admin=1', { local: { roleId: '1' } }).replaced).toEqual([])
    // The client main page wins over the login redirect: it is open to guests.
    expect(run(login, '/ecosystem/profile?from_admin=1', { local: { roleId: '1' } }).replaced).toEqual(['/ecosystem'])
  })

  it('survives storage that throws', () => {
    const script = guardScript(login)
    const throwing = { getItem: () => { throw new Error('denied') }, setItem: () => { throw new Error('denied') } }
    expect(() => runInNewContext(script, { location: { pathname: '/', search: '', hash: '', replace() {} }, document: { documentElement: {} }, localStorage: throwing, sessionStorage: throwing, URLSearchParams })).not.toThrow()
  })

  it('cannot be closed by a value', () => {
    expect(guardScript({ loginRequired: false, entry: '</script><b>' })).not.toContain('</script>')
  })

  // Was 800 (776 bytes measured); the wheel flags kept for after sign-in (issue 16) added 62: 850 measured. An
  // administrator's read-only look at a cabinet (issue 17: the banner's mark, its token counted as signed in) added
  // 72: 922 measured. Issue 33 added a guest's newby kept for after sign-up (8) and the signed-in mark that hides the
  // landing's «Войти» (31, with the token read once for both uses): 961 measured; its placement p kept for the sign-up
  // (4): 965.
  it('stays a few hundred bytes', () => {
    expect(Buffer.byteLength(guardScript({ loginRequired: true, entry: 'text-copilot' }))).toBeLessThan(975)
  })
})

describe('guardFacts', () => {
  it('reads access and entry from the table', () => {
    expect(guardFacts('/ecosystem/my-orders')).toEqual({ loginRequired: true, entry: null })
    expect(guardFacts('/ecosystem/text-copilot')).toEqual({ loginRequired: false, entry: 'text-copilot' })
    expect(guardFacts('/no-such-page')).toEqual({ loginRequired: false, entry: null })
  })
})
