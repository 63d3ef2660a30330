// requestJson reads no more than its cap and follows no redirect off the provider's own origin.
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFake, type TRunningFake } from '../../tests/fakes/serve'
import { requestJson } from './http'
import { lookupDoi } from '../sources/lookup-doi'

let provider: TRunningFake
let inside: TRunningFake
let insideHits = 0
const sent: { bytes: number } = { bytes: 0 }

beforeAll(async () => {
  const internal = new Hono().get('*', (c) => {
    insideHits++
    return c.json({ secret: 'internal' })
  })
  inside = await startFake(internal)
  const app = new Hono()
    .get('/huge', () => {
      // 64 MB of JSON-looking text, made as it is read, so only what the client pulls is ever produced.
      const chunk = new TextEncoder().encode(`"${'x'.repeat(64 * 1024 - 2)}"`)
      let left = 1024
      const body = new ReadableStream<Uint8Array>({
        pull(ctl) {
          if (left-- <= 0) return ctl.close()
          sent.bytes += chunk.length
          ctl.enqueue(chunk)
        },
      })
      return new Response(body, { headers: { 'content-type': 'application/json' } })
    })
    .get('/moved', (c) => c.redirect('/here', 301))
    .get('/here', (c) => c.json({ ok: true }))
    .get('/away', (c) => c.redirect(`${inside.url}/latest/meta-data`, 302))
  provider = await startFake(app)
})
afterAll(async () => {
  await provider?.close()
  await inside?.close()
})

describe('requestJson limits', () => {
  it('refuses a body over the cap without reading the rest of it', async () => {
    await expect(requestJson('Fake', `${provider.url}/huge`, { maxBytes: 1024 * 1024 })).rejects.toMatchObject({ name: 'ProviderError', detail: 'ответ больше 1024 КБ' })
    // Streams buffer a little ahead; what was produced stays near the cap, far from the 64 MB on offer.
    expect(sent.bytes).toBeLessThan(8 * 1024 * 1024)
  })

  it('follows a redirect within the provider, never to another address', async () => {
    expect(await requestJson('Fake', `${provider.url}/moved`)).toEqual({ status: 200, body: { ok: true } })
    await expect(requestJson('Fake', `${provider.url}/away`)).rejects.toMatchObject({ name: 'ProviderError', status: 302 })
    expect(insideHits).toBe(0)
  })

  it('sends a DOI to OpenAlex as one path segment, whatever it holds', async () => {
    const urls: string[] = []
    const fetchImpl = async (url: string) => {
      urls.push(url)
      return new Response('{"status":"error"}', { status: 404 })
    }
    await lookupDoi('10.1000/a?b=1#c/../../admin', { crossrefBaseUrl: 'https://crossref.test', openAlexBaseUrl: 'https://openalex.test', fetchImpl })
    const openAlex = new URL(urls.find((u) => u.startsWith('https://openalex.test'))!)
    expect(openAlex.pathname).toBe('/works/doi:10.1000%2Fa%3Fb%3D1%23c%2F..%2F..%2Fadmin')
    expect(openAlex.search).toBe('')
  })
})
