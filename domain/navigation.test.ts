import { describe, expect, it } from 'vitest'
import { HEADER_MENU, PROFILE_ITEM, SERVICES_MENU, SIGN_IN_ITEM, isFlagOn } from './navigation'
import { ORDER_KINDS, orderHref } from './quick-menu'
import { ROUTES, routeByName } from './routes'

describe('menus', () => {
  it('name the spec’s items in order', () => {
    expect(HEADER_MENU.map((i) => i.label)).toEqual(['Мои задания', 'Бонусный кабинет', 'Поддержка'])
    expect(SERVICES_MENU.map((i) => i.label)).toEqual(['Создать текст', 'Решить задачу', 'Создать презентацию'])
  })

  it('link every item to its route’s path in the route table', () => {
    for (const item of [...HEADER_MENU, ...SERVICES_MENU, PROFILE_ITEM, SIGN_IN_ITEM]) {
      expect(item.href, item.label).toBe(routeByName(item.route).path)
    }
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
