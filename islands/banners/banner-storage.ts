// Closed-banner flags in the browser: sessionStorage, except the exam-ticket banner in localStorage (platform.md §2, §3).
import { bannerStorage, bannerStorageKey, type BannerName } from '../../domain/banners'

function area(name: BannerName): Storage | null {
  try {
    return bannerStorage(name) === 'local' ? localStorage : sessionStorage
  } catch {
    return null
  }
}

export function isBannerClosed(name: BannerName, alertKey?: string): boolean {
  try {
    return Boolean(area(name)?.getItem(bannerStorageKey(name, alertKey)))
  } catch {
    return false
  }
}

export function closeBanner(name: BannerName, alertKey?: string) {
  try {
    area(name)?.setItem(bannerStorageKey(name, alertKey), 'true')
  } catch {
    // Storage refused (private mode, quota): the banner still hides on this page.
  }
}
