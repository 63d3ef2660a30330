// Browser fixtures for e2e specs: one Chromium per spec file, pages per viewport, screenshots, script accounting.
import { mkdir } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { chromium, type Browser, type Page, type Request, type Response } from 'playwright-core'
import { expect, inject } from 'vitest'
import { CLIENT_IP_HEADER, fakeClientIp } from './client-ip'

export const ARTIFACTS_DIR = fileURLToPath(new URL('./artifacts/', import.meta.url))

const VIEWPORTS = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
} as const
export type ViewportName = keyof typeof VIEWPORTS

let ownServer: { baseUrl: string; jwtSecret: string } | undefined

/**
 * Points this file's pages, GraphQL and helpers at a server the file started itself (e2e-server.ts), for settings the
 * shared servers do not have; undefined goes back to the worker's server. Each file runs in a module scope of its own.
 */
export function useServer(server: { baseUrl: string; jwtSecret: string } | undefined) {
  ownServer = server
}

/** This worker's own server (global-setup.ts starts one per worker; VITEST_POOL_ID counts workers from 1). */
function server() {
  if (ownServer) return ownServer
  const servers = inject('servers')
  return servers[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % servers.length]!
}
const baseUrl = () => server().baseUrl
/** The JWT secret this worker's e2e server was started with (random per run), to sign tokens it accepts. */
export const serverJwtSecret = () => server().jwtSecret
export const urlFor = (path: string) => new URL(path, baseUrl()).href

let browser: Browser | undefined

/** Launches Debian's Chromium once per spec file; playwright-core never downloads a browser of its own. */
async function openBrowser(): Promise<Browser> {
  browser ??= await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    // The machine's network is closed: background services would only fail and retry.
    args: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
  return browser
}

export async function closeBrowser() {
  await browser?.close()
  browser = undefined
}

/** A page in its own context, so cookies and storage never leak between pages. */
export async function newPage(viewport: ViewportName = 'desktop'): Promise<Page> {
  const b = await openBrowser()
  const context = await b.newContext({
    extraHTTPHeaders: { [CLIENT_IP_HEADER]: fakeClientIp() },
    viewport: VIEWPORTS[viewport],
    isMobile: viewport === 'mobile',
    hasTouch: viewport === 'mobile',
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
  })
  const page = await context.newPage()
  page.once('close', () => void context.close().catch(() => {}))
  return page
}

/** Navigates to a path on the test server and returns the document's response. */
export async function open(page: Page, path: string): Promise<Response> {
  const res = await page.goto(urlFor(path), { waitUntil: 'load' })
  if (!res) throw new Error(`no response for ${path}`)
  return res
}

/** Saves a full-page PNG to tests/e2e/artifacts/<name>.png (git-ignored) and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(ARTIFACTS_DIR, { recursive: true })
  const path = `${ARTIFACTS_DIR}${name}.png`
  await page.screenshot({ path, fullPage: true })
  return path
}

type TShootOptions = {
  /** false: the first screenful only. */
  fullPage?: boolean
  /** Runs at each width once the page has that size, before the shot (to scroll to what the shot is of). */
  before?: (width: number) => Promise<unknown>
  /** Runs at each width after the shot: a check at that width, or one more shot. */
  after?: (width: number) => Promise<unknown>
}

/**
 * Shoots the page at 375 and 1280 px to `${prefix}-375.png` and `${prefix}-1280.png` (folders made as needed), then
 * sizes it back.
 */
export async function shootWidths(page: Page, prefix: string, { fullPage = true, before, after }: TShootOptions = {}) {
  const size = page.viewportSize()!
  for (const [width, height] of [
    [375, 812],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height })
    await before?.(width)
    await page.screenshot({ path: `${prefix}-${width}.png`, fullPage, animations: 'disabled' })
    await after?.(width)
  }
  await page.setViewportSize(size)
}

/** Fails when the page is wider than the screen at `width` (it would scroll sideways). */
export async function expectNoSideScroll(page: Page, width: number, what: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${what} at ${width}`).toBeLessThanOrEqual(width)
}

export type ScriptLoad = { url: string; status: number | undefined; bytes: number }

/**
 * Starts recording the scripts a page requests (including modulepreloads), so a spec can assert how
 * much JavaScript a page kind ships. Call before `open`; `summary()` waits for every script to finish.
 */
export function watchScripts(page: Page) {
  const requests: Request[] = []
  page.on('request', (req) => {
    if (req.resourceType() === 'script') requests.push(req)
  })
  return {
    get count() {
      return requests.length
    },
    async summary(): Promise<{ count: number; bytes: number; scripts: ScriptLoad[] }> {
      const scripts = await Promise.all(
        requests.map(async (req): Promise<ScriptLoad> => {
          const res = await req.response()
          const sizes = await req.sizes().catch(() => undefined)
          return { url: req.url(), status: res?.status(), bytes: sizes?.responseBodySize ?? 0 }
        }),
      )
      return { count: scripts.length, bytes: scripts.reduce((n, s) => n + s.bytes, 0), scripts }
    },
  }
}

/**
 * GraphQL straight over fetch for a test file: data, or the first error's text thrown. Each call of gqlClient() gets
 * its own made-up address, so a file's direct sign-ins count against per-IP limits apart from other files.
 */
export function gqlClient() {
  const ip = fakeClientIp()
  return async function gql<T>(query: string, variables: Record<string, unknown>, token?: string): Promise<T> {
    const res = await fetch(urlFor('/graphql'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CLIENT_IP_HEADER]: ip, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    })
    const body = (await res.json()) as { data: T; errors?: { message: string }[] }
    if (body.errors?.length) throw new Error(body.errors[0]!.message)
    return body.data
  }
}
