import { describe, expect, it } from 'vitest'
import { HEADER_MENU, PROFILE_ITEM, SERVICES_MENU, SIGN_IN_ITEM, WEBAPP_TABS, isFlagOn, webappTabOf } from './navigation'
import { ORDER_KINDS, orderHref } from './quick-menu'
import { ROUTES, routeByName } from './routes'

describe('menus', () => {
  it('name the spec’s items in order', () => {
    expect(HEADER_MENU.map((i) => i.label)).toEqual(['Мои задания', 'Бонусный кабинет', 'Поддержка'])
    expect(SERVICES_MENU.map((i) => i.label)).toEqual(['Создать текст', 'Решить задачу', 'Создать презентацию'])
  })

  it('link every item to its route’s path in the route table', () => {
    for (const item of [...HEADER_MENU, ...SERVICES_MENU, PROFILE_ITEM, SIGN_IN_ITEM, ...WEBAPP_TABS]) {
      expect(item.href, item.label).toBe(routeByName(item.route).path)
    }
  })

  it('give the web-app a tab for each of its built sections, and mark the section a path is in', () => {
    expect(WEBAPP_TABS.every((t) => t.route.startsWith('webapp-') && routeByName(t.route).build === 'ready')).toBe(true)
    expect(webappTabOf('/webapp')).toBe('/webapp')
    expect(webappTabOf('/webapp/orders/')).toBe('/webapp/orders')
    expect(webappTabOf('/webapp/presentations/6f1d2c3b-0a4e-4f5a-9b8c-7d6e5f4a3b2c')).toBe('/webapp/presentations')
    expect(webappTabOf('/webapp/profilex')).toBeNull()
    expect(webappTabOf('/ecosystem')).toBeNull()
  })

  it('send each order kind to an order route of the table', () => {
    // A training task's page is addressed by the task's uuid, which the kernel hands as the order's id for that kind.
    const orderPaths = ROUTES.filter((r) => /\/@(unifiedOrderId|taskUuid)$/.test(r.path)).map((r) => r.path.replace(/@(unifiedOrderId|taskUuid)$/, '42'))
    for (const kind of ORDER_KINDS) expect(orderPaths, kind).toContain(orderHref({ id: '42', kind }))
  })
})

describe('isFlagOn', () => {
  it('reads the balance flag like the spec’s query flags', () => {
    expect(isFlagOn('true')).toBe(true)
    expect(isFlagOn('1')).toBe(true)
    expect(isFlagOn('')).toBe(true)
    expect(isFlagOn('false')).toBe(false)
    expect(isFlagOn('0')).toBe(false)
    expect(isFlagOn(null)).toBe(false)
    expect(isFlagOn(undefined)).toBe(false)
  })
})
