import { describe, expect, it } from 'vitest'
import { balanceLinks, pickLayout } from './pick-layout'

describe('pickLayout', () => {
  it('follows the route table’s layout field', () => {
    expect(pickLayout('/', false)).toEqual({ layout: 'landing' })
    expect(pickLayout('/biblioteka/matematika/algebra/', false)).toEqual({ layout: 'landing' })
    expect(pickLayout('/ecosystem/auth', false)).toEqual({ layout: 'base' })
    expect(pickLayout('/email-unsubscribe', false)).toEqual({ layout: 'base' })
    expect(pickLayout('/ecosystem/task-solver/17', false)).toEqual({ layout: 'ecosystem', quickMenuRail: true })
  })

  it('gives the dashboards the quick menu as a section, not as a rail', () => {
    expect(pickLayout('/ecosystem', false)).toEqual({ layout: 'ecosystem', quickMenuRail: false })
    expect(pickLayout('/webapp', false)).toMatchObject({ layout: 'ecosystem', quickMenuRail: false })
  })

  it('gives the mobile web-app the compact header with the route’s title', () => {
    expect(pickLayout('/webapp/orders', false)).toEqual({ layout: 'ecosystem', quickMenuRail: true, webapp: { title: 'Мои задания', home: '/webapp' } })
  })

  it('uses the base layout for error pages and paths outside the table', () => {
    expect(pickLayout('/ecosystem', true)).toEqual({ layout: 'base' })
    expect(pickLayout('/no/such/page', false)).toEqual({ layout: 'base' })
  })
})

describe('balanceLinks', () => {
  it('reads the flag and builds links that set and clear it, keeping the other parameters', () => {
    expect(balanceLinks('/ecosystem', { utm_source: 'vk' })).toEqual({
      initialOpen: false,
      openHref: '/ecosystem?utm_source=vk&balanceSidebarOpened=true',
      closeHref: '/ecosystem?utm_source=vk',
    })
    expect(balanceLinks('/ecosystem', { balanceSidebarOpened: 'true' })).toEqual({
      initialOpen: true,
      openHref: '/ecosystem?balanceSidebarOpened=true',
      closeHref: '/ecosystem',
    })
    expect(balanceLinks('/ecosystem', { balanceSidebarOpened: 'false' }).initialOpen).toBe(false)
  })
})
