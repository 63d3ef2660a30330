// The Cyrillic font on Cloudflare Workers (package.json "#font-bytes"), which have no disk: the Worker build puts
// DejaVu Sans among its static assets (vite.config.ts, SANS_FONT_ASSET), read through the ASSETS binding. Static
// assets do not count towards the Worker's upload size, which a 740 KB font in the bundle would.
import { env } from 'cloudflare:workers'
import { SANS_FONT_ASSET } from './font-asset'

type TAssets = { fetch(request: Request): Promise<Response> }

export async function sansFontBytes(file?: string): Promise<Uint8Array> {
  if (file) throw Object.assign(new Error('PDF_FONT_FILE cannot be read on Workers'), { code: 'PDF_FONT_FILE на Workers' })
  const assets = (env as { ASSETS?: TAssets }).ASSETS
  if (!assets) throw Object.assign(new Error('no ASSETS binding'), { code: 'нет привязки ASSETS' })
  const res = await assets.fetch(new Request(new URL(SANS_FONT_ASSET, 'https://assets.invalid')))
  if (!res.ok) throw Object.assign(new Error(`${SANS_FONT_ASSET}: ${res.status}`), { code: `HTTP ${res.status}` })
  return new Uint8Array(await res.arrayBuffer())
}
