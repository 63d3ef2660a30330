// A web page's own bibliographic metadata: Highwire citation_* tags (journals, repositories, eLibrary, КиберЛенинка),
// Dublin Core (DC.*), Open Graph (og:*) and the <title>. Only http/https, only public addresses (unless allowed for
// tests), redirects re-checked, a time limit and a size cap, so a link cannot make the server read its own network.
import { ZSourceRecord, parseAuthorName, type TSourceAuthor, type TSourceRecord } from '../../domain/sources/reference'
import { readCappedText, type TFetch } from '../adapters/http'
import { inCidrs } from '../auth/client-ip'
import { guessLanguage, plainText, SOURCES_TIMEOUT_MS } from './remote-http'

const MAX_BYTES = 1024 * 1024
const MAX_REDIRECTS = 3

export class UrlRefused extends Error {}

/**
 * Address ranges a link must never make the server read: this host, private networks, link-local (cloud metadata),
 * carrier-grade NAT, benchmarking, multicast and reserved; for IPv6 besides its own such ranges every form that
 * embeds an IPv4 address (IPv4-compatible ::/96, NAT64 64:ff9b::/96 and 64:ff9b:1::/48, 6to4 2002::/16, Teredo
 * 2001::/32), since each may reach an IPv4 host through a gateway. IPv4-mapped ::ffff:0:0/96 is read as the IPv4
 * address it maps (edge/auth/client-ip.ts parses every spelling, hex and dotted alike).
 */
const PRIVATE_RANGES = [
  '0.0.0.0/8', '10.0.0.0/8', '100.64.0.0/10', '127.0.0.0/8', '169.254.0.0/16', '172.16.0.0/12', '192.0.0.0/24',
  '192.0.2.0/24', '192.88.99.0/24', '192.168.0.0/16', '198.18.0.0/15', '198.51.100.0/24', '203.0.113.0/24', '224.0.0.0/3',
  '::/96', '::1/128', '64:ff9b::/96', '64:ff9b:1::/48', '100::/64', '2001::/32', '2001:db8::/32', '2002::/16', 'fc00::/7',
  'fe80::/10', 'fec0::/10', 'ff00::/8',
].join(',')

const IP_LITERAL = /^[\d.]+$|:/

/** An address in one of PRIVATE_RANGES, or a name that only means this machine or network. */
export function isPrivateHost(host: string): boolean {
  const h = host.toLowerCase().replace(/^\[|\]$/g, '')
  if (IP_LITERAL.test(h)) return inCidrs(h, PRIVATE_RANGES) || !inCidrs(h, '0.0.0.0/0,::/0')
  return h === 'localhost' || h.endsWith('.localhost') || h.endsWith('.local') || h.endsWith('.internal') || !h.includes('.')
}

/** The host's addresses where the runtime can resolve names (Node); Workers cannot reach private networks anyway. */
async function resolvesPrivate(host: string): Promise<boolean> {
  try {
    const dns = await import('node:dns/promises')
    const addresses = await dns.lookup(host, { all: true })
    return addresses.some((a) => isPrivateHost(a.address))
  } catch {
    return false
  }
}

async function checkUrl(raw: string, allowPrivate: boolean): Promise<URL> {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new UrlRefused('bad url')
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UrlRefused('protocol')
  if (!allowPrivate && (isPrivateHost(url.hostname) || (await resolvesPrivate(url.hostname)))) throw new UrlRefused('private address')
  return url
}

/** The page's HTML, or null when it is not an HTML page that answered 200. */
async function fetchPage(raw: string, o: { allowPrivate: boolean; fetchImpl?: TFetch; timeoutMs?: number }): Promise<{ html: string; url: string } | null> {
  let url = await checkUrl(raw, o.allowPrivate)
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const res = await (o.fetchImpl ?? fetch)(url.toString(), { redirect: 'manual', signal: AbortSignal.timeout(o.timeoutMs ?? SOURCES_TIMEOUT_MS), headers: { accept: 'text/html,application/xhtml+xml' } })
    const location = res.headers.get('location')
    if (res.status >= 300 && res.status < 400 && location) {
      await res.body?.cancel()
      url = await checkUrl(new URL(location, url).toString(), o.allowPrivate)
      continue
    }
    if (res.status !== 200 || !/html/i.test(res.headers.get('content-type') ?? 'text/html')) {
      await res.body?.cancel()
      return null
    }
    // A page's head is at its start: past the cap the rest is cut off, not refused.
    return { html: await readCappedText(res, MAX_BYTES, { truncate: true }), url: url.toString() }
  }
  return null
}

const decode = (s: string) => plainText(s.replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n))))

/** Every <meta name|property="…" content="…"> of the page, names in lower case, values in page order. */
function metaTags(html: string): Map<string, string[]> {
  const out = new Map<string, string[]>()
  for (const tag of html.match(/<meta\b[^>]*>/gi) ?? []) {
    const attr = (n: string) => new RegExp(`\\b${n}\\s*=\\s*("([^"]*)"|'([^']*)')`, 'i').exec(tag)
    const key = attr('name') ?? attr('property')
    const content = attr('content')
    if (!key || !content) continue
    const k = (key[2] ?? key[3] ?? '').toLowerCase()
    out.set(k, [...(out.get(k) ?? []), decode(content[2] ?? content[3] ?? '')])
  }
  return out
}

/** A record from a page's metadata; null without a title. Pages with no date carry the year they were opened. */
export function recordFromPage(html: string, url: string, today: string): TSourceRecord | null {
  const meta = metaTags(html)
  const first = (...keys: string[]) => keys.map((k) => meta.get(k)?.find(Boolean)).find(Boolean)
  const title = first('citation_title', 'dc.title', 'og:title') ?? decode(/<title[^>]*>([^<]*)<\/title>/i.exec(html)?.[1] ?? '')
  if (!title) return null
  const names = meta.get('citation_author') ?? meta.get('dc.creator') ?? meta.get('author') ?? []
  const authors = names.map((n) => parseAuthorName(n)).filter((a): a is TSourceAuthor => a !== null)
  const date = first('citation_publication_date', 'citation_date', 'citation_online_date', 'citation_year', 'dc.date', 'dc.date.issued', 'article:published_time')
  const year = Number(/\b(1[89]\d\d|20\d\d)\b/.exec(date ?? '')?.[1]) || Number(today.slice(0, 4))
  const journal = first('citation_journal_title', 'citation_conference_title')
  const firstPage = first('citation_firstpage')
  const lastPage = first('citation_lastpage')
  const doi = first('citation_doi', 'dc.identifier')
  const parsed = ZSourceRecord.safeParse({
    kind: journal ? 'article' : 'web',
    authors,
    title,
    year,
    container: journal ?? first('og:site_name', 'dc.publisher', 'citation_publisher'),
    publisher: journal ? first('citation_publisher', 'dc.publisher') : undefined,
    volume: first('citation_volume'),
    issue: first('citation_issue'),
    pages: firstPage ? (lastPage && lastPage !== firstPage ? `${firstPage}–${lastPage}` : firstPage) : undefined,
    doi: doi && /^(doi:|https?:\/\/(dx\.)?doi\.org\/)?10\.\d{4,9}\//i.test(doi) ? doi : undefined,
    url,
    accessedAt: today,
    language: (first('citation_language', 'dc.language', 'og:locale') ?? '').slice(0, 2).toLowerCase().match(/^[a-z]{2}$/)?.[0] ?? guessLanguage(title),
  })
  return parsed.success ? parsed.data : null
}

/** The page's record; null when the page does not answer with HTML that names a title. Throws UrlRefused. */
export async function lookupUrl(url: string, o: { allowPrivate: boolean; fetchImpl?: TFetch; timeoutMs?: number; today: string }): Promise<TSourceRecord | null> {
  let page: { html: string; url: string } | null
  try {
    page = await fetchPage(url, o)
  } catch (e) {
    if (e instanceof UrlRefused) throw e
    return null
  }
  return page ? recordFromPage(page.html, page.url, o.today) : null
}
