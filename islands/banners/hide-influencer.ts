// The influencer offer is for visitors without a subscription (platform.md §2 Banners). The server renders it from the
// entry source alone, so once the browser learns the client subscribes, the banner is hidden now and marked closed for
// the session: the stack's inline script then skips it on every later page.
import { bannerStorageKey } from '../../domain/banners'

export function hideInfluencerForSubscriber(doc: Document = document): void {
  try {
    sessionStorage.setItem(bannerStorageKey('influencer'), 'true')
  } catch {
    // Storage blocked: the banner is still hidden on this page.
  }
  doc.querySelectorAll<HTMLElement>('[data-banner="influencer"]').forEach((b) => (b.hidden = true))
}
