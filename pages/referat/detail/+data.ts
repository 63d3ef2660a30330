// Server data of /referat/{slug}-{id}/ (route external-ai-essay__detail): a published referat's public part. The id
// decides: a stale or wrong slug answers 301 to the canonical address, an unknown id the 404 page.
import type { PageContextServer } from 'vike/types'
import { redirect, render } from 'vike/abort'
import { getReferat } from '../../../edge/referats/get-referat'
import { referatPath } from '../../../domain/referat/referat-slug'
import type { TReferatPage } from '../../../domain/referat/referat-types'
import { pageDeps } from '../page-deps.server'

/** `docxHref`: buy this referat as it is (its DOCX); `writeHref`: a new referat written on its topic. */
export type TReferatDetailData = { title: string; description: string; canonical: string; referat: TReferatPage; docxHref: string; writeHref: string }

export default async function data(pageContext: PageContextServer): Promise<TReferatDetailData> {
  const { deps, origin } = pageDeps(pageContext)
  // The route function hands over the guard's split (domain/route-match.ts): the text part and the id.
  const referat = await getReferat({ db: deps.db, id: pageContext.routeParams.essayId ?? '' })
  if (!referat) throw render(404)
  const path = referatPath(referat)
  if (pageContext.urlPathname !== path) throw redirect(path, 301)
  // The DOCX is the buyer's: the AI referat order copies the catalogue referat (catalogueCopy=1) and pays at once
  // (tryPayReferat=1); without catalogueCopy it writes a new referat on the topic. The order route is login-required, so
  // the head guard sends a guest to sign-in and back; a signed-in client goes straight there (this page is cached for
  // everyone, so it cannot ask who is reading it).
  const order = `/ecosystem/referat?partnerAiReferatId=${referat.id}`
  return {
    title: referat.pageTitle || `${referat.title} — реферат`,
    description: referat.metaDescription,
    canonical: `${origin}${path}`,
    referat,
    docxHref: `${order}&catalogueCopy=1&tryPayReferat=1`,
    writeHref: order,
  }
}
