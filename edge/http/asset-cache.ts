// How long browsers may keep the static files, the same on Node (node.server.ts sets it per answer) and on Workers
// (Cloudflare's asset router answers them before the Worker, from the `_headers` file: cloudflareHeadersFile()).

/** Built assets carry a content hash in their name, so browsers may keep them for a year. */
export const ASSET_CACHE = 'public, max-age=31536000, immutable'
/** The favicons keep their names, so they get a week: browsers ask for /favicon.ico on every site whatever the page links. */
export const ICON_CACHE = 'public, max-age=604800'
export const ICON_PATHS = ['/favicon.ico', '/favicon.svg'] as const
const ASSET_PREFIX = '/assets/'

/** The cache-control a static file at `path` gets, or null for the default (revalidate). */
export function assetCacheControl(path: string): string | null {
  return path.startsWith(ASSET_PREFIX) ? ASSET_CACHE : (ICON_PATHS as readonly string[]).includes(path) ? ICON_CACHE : null
}

/** The same rules as `_headers` entries. */
export const assetCacheRules = (): [path: string, cacheControl: string][] => [
  [`${ASSET_PREFIX}*`, ASSET_CACHE],
  ...ICON_PATHS.map((p): [string, string] => [p, ICON_CACHE]),
]
