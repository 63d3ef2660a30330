import { describe, expect, it } from 'vitest'
import { canonicalPathname, matchRoute, routePath } from './route-match'
import { MARKETING_CONTEXT_TYPES, ROUTES } from './routes'
import { ROUTE_EXAMPLES } from '../tests/helpers/route-examples'

describe('matchRoute', () => {
  it('has unique route names and paths', () => {
    expect(new Set(ROUTES.map((r) => r.name)).size).toBe(ROUTES.length)
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length)
  })

  it.each(ROUTE_EXAMPLES.map((e) => [e.route.name, e.path]))('%s ← %s', (name, path) => {
    expect(matchRoute(path)?.route.name).toBe(name)
  })

  it('tolerates a missing or extra trailing slash', () => {
    expect(matchRoute('/biblioteka')?.route.name).toBe('library-external__main')
    expect(matchRoute('/biblioteka/referaty/istoriya')?.route.name).toBe('library-external__category')
    expect(matchRoute('/faq/')?.route.name).toBe('faq')
    expect(matchRoute('/ecosystem/')?.route.name).toBe('ecosystem-common__dashboard')
  })

  it('returns the parameters, decoded', () => {
    expect(matchRoute('/ecosystem/task-solver/abc-1')).toMatchObject({ route: { name: 'ecosystem-task__order' }, params: { unifiedOrderId: 'abc-1' } })
    expect(matchRoute('/ecosystem/task-solver/preview/abc-1')).toMatchObject({ route: { name: 'ecosystem-task__preview' }, params: { unifiedOrderId: 'abc-1' } })
    expect(matchRoute('/biblioteka/kursovye/%D0%B8%D1%81%D1%82/w/')?.params).toEqual({ typeSlug: 'kursovye', subjectSlug: 'ист', workSlug: 'w' })
    expect(matchRoute('/biblioteka/a/%E0%A4%A/')).toBeNull()
  })

  it('prefers a static segment over a parameter', () => {
    expect(matchRoute('/biblioteka/reshenie-zadach/')?.route.name).toBe('library-external__task-solving')
    expect(matchRoute('/thanks/personal-3')?.route.name).toBe('thanks__personal-3')
    expect(matchRoute('/ecosystem/docs/about-payment')?.route.name).toBe('ecosystem-common__docs-about-payment')
  })

  it('applies the referat rule', () => {
    expect(matchRoute('/referat/')?.route.name).toBe('external-ai-essay__main')
    expect(matchRoute('/referat/search/')?.route.name).toBe('external-ai-essay__search')
    expect(matchRoute('/referat/istoriya-rossii-123/')).toMatchObject({
      route: { name: 'external-ai-essay__detail' },
      params: { slug: 'istoriya-rossii', essayId: '123' },
    })
    expect(matchRoute('/referat/istoriya/')).toMatchObject({ route: { name: 'external-ai-essay__category' }, params: { subjectSlug: 'istoriya' } })
  })

  it('accepts exactly the marketing types of the spec', () => {
    for (const type of MARKETING_CONTEXT_TYPES) expect(matchRoute(`/m/context/${type}`)?.route.name).toBe('marketing__context')
    expect(matchRoute('/m/context/diplom')).toBeNull()
    expect(matchRoute('/m/context')).toBeNull()
    expect(matchRoute('/m')).toBeNull()
  })

  it('returns null outside the table', () => {
    for (const path of ['/nope', '/s', '/ecosystem/task-solver/1/2/3', '/gpt-bot', '/biblioteka/a/b/c/d/', '/ref/abc']) {
      expect(matchRoute(path), path).toBeNull()
    }
  })
})

describe('canonicalPathname', () => {
  it('spells a path the way the table does', () => {
    expect(canonicalPathname('/biblioteka')).toBe('/biblioteka/')
    expect(canonicalPathname('/referat/istoriya')).toBe('/referat/istoriya/')
    expect(canonicalPathname('/faq/')).toBe('/faq')
    expect(canonicalPathname('//ecosystem//profile')).toBe('/ecosystem/profile')
    expect(canonicalPathname('/')).toBe('/')
    expect(canonicalPathname('/nope')).toBeNull()
  })

  it('leaves every table path as it is', () => {
    for (const { path } of ROUTE_EXAMPLES) expect(canonicalPathname(path)).toBe(path)
  })
})

describe('routePath', () => {
  it('fills the parameters', () => {
    expect(routePath('ecosystem-task__order', { unifiedOrderId: 'x1' })).toBe('/ecosystem/task-solver/x1')
    expect(() => routePath('ecosystem-task__order')).toThrow(/unifiedOrderId/)
  })
})

describe('the route table', () => {
  it('names only routes that have a page of their own (no shared coming-soon page answers a `soon` route)', () => {
    expect(ROUTES.filter((r) => r.build !== 'ready').map((r) => r.path)).toEqual([])
  })
})
