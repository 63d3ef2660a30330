import { describe, expect, it } from 'vitest'
import { resolveRedirect } from './redirects'

const at = (pathAndQuery: string) => resolveRedirect(new URL(pathAndQuery, 'https://kampus.test'))

describe('resolveRedirect', () => {
  it('leaves table pages and unknown paths alone', () => {
    for (const path of ['/', '/faq', '/biblioteka/', '/ecosystem', '/ecosystem/task-solver/1', '/ecosystem/library/1', '/ecosystem/ai/1', '/nope', '/api/x']) {
      expect(at(path), path).toBeNull()
    }
  })

  it('rewrites /app to /ecosystem in one hop, old paths included', () => {
    expect(at('/app')).toEqual({ location: '/ecosystem', status: 302 })
    expect(at('/app/profile?x=1')).toEqual({ location: '/ecosystem/profile?x=1', status: 302 })
    expect(at('/app/ai/history?x=1')).toEqual({ location: '/ecosystem/my-orders?x=1', status: 302 })
    expect(at('/app/faq/')).toEqual({ location: '/ecosystem/faq', status: 302 })
    expect(at('/application')).toBeNull()
  })

  it('renames the old essay topic to topic and keeps the rest of the query', () => {
    expect(at('/ecosystem/ai/text-copilot?essayTopic=%D0%9F%D1%91%D1%82%D1%80+I&utm_source=vk')).toEqual({
      location: '/ecosystem/text-copilot?utm_source=vk&topic=%D0%9F%D1%91%D1%82%D1%80+I',
      status: 302,
    })
    expect(at('/ecosystem/ai/text-copilot?essay_topic=x')).toMatchObject({ location: '/ecosystem/text-copilot?topic=x' })
    expect(at('/ecosystem/ai/text-copilot?topic=new&essayTopic=old')).toMatchObject({ location: '/ecosystem/text-copilot?topic=new' })
    expect(at('/ecosystem/ai/text-copilot')).toMatchObject({ location: '/ecosystem/text-copilot' })
  })

  it('keeps entry on a short link only while shorter than 20 characters, and the whole query as event postfix', () => {
    const short = at('/s/l/v/77?entry=1234567890123456789&utm_source=tg')
    expect(short).toEqual({
      location: '/ecosystem/task-solver/77?entry=1234567890123456789',
      status: 302,
      event: { name: 'short_link', props: { link: 'l/v/77', postfix: 'entry=1234567890123456789&utm_source=tg', target: '/ecosystem/task-solver/77?entry=1234567890123456789' } },
    })
    expect(at('/s/l?entry=12345678901234567890')).toMatchObject({ location: '/ecosystem/task-solver' })
    expect(at('/s/rb/a?entry=tg')).toMatchObject({ location: '/ecosystem/task-solver?showRefillBalancePopup=AI&entry=tg' })
  })

  it('answers not-found for bare /s, unknown short links, /m and /m/context', () => {
    for (const path of ['/s', '/s/', '/s/zzz', '/s/l/v/1/2', '/m', '/m/', '/m/context', '/m/context/']) {
      expect(at(path), path).toEqual({ notFound: true })
    }
    expect(at('/m/context/esse')).toBeNull()
  })

  it('knows every short link of the spec', () => {
    for (const link of ['a', 'a/7', 'l', 'l/v', 'l/v/7', 'l/vl', 'l/w', 'l/w/7', 'o/p', 'o/s', 'rb/a', 'rb/l', 's']) {
      expect(at(`/s/${link}`), link).toMatchObject({ location: expect.stringMatching(/^\/ecosystem/) })
    }
  })

  it('moves a path to the table spelling with 301', () => {
    expect(at('/biblioteka?x=1')).toEqual({ location: '/biblioteka/?x=1', status: 301 })
    expect(at('/faq/')).toEqual({ location: '/faq', status: 301 })
  })
})
