import { describe, expect, it } from 'vitest'
import { deviceOsFromUserAgent } from './device-os'

// Real User-Agent strings of the browsers students use.
const IOS = [
  // Safari, iPhone, iOS 17
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Mobile/15E148 Safari/604.1',
  // Chrome on iPhone
  'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1',
  // Yandex Browser on iPhone
  'Mozilla/5.0 (iPhone; CPU iPhone OS 15_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.0 YaBrowser/23.5.2.625.10 SA/3 Mobile/15E148 Safari/604.1',
  // iPad (mobile site)
  'Mozilla/5.0 (iPad; CPU OS 16_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.3 Mobile/15E148 Safari/604.1',
  // Telegram's in-app browser on iPhone
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Telegram-iOS/10.3',
]

const ANDROID = [
  // Chrome, Samsung
  'Mozilla/5.0 (Linux; Android 13; SM-A536B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Mobile Safari/537.36',
  // Chrome's reduced UA
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/121.0.0.0 Mobile Safari/537.36',
  // Yandex Browser, Xiaomi
  'Mozilla/5.0 (Linux; arm_64; Android 12; M2101K6G) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/118.0.5993.117 YaBrowser/23.11.4.117.00 SA/3 Mobile Safari/537.36',
  // Samsung Internet
  'Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
  // Firefox for Android
  'Mozilla/5.0 (Android 13; Mobile; rv:121.0) Gecko/121.0 Firefox/121.0',
  // VK's in-app browser (a WebView)
  'Mozilla/5.0 (Linux; Android 11; Redmi Note 8 Pro Build/RP1A.200720.011; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0.6045.163 Mobile Safari/537.36',
  // An Android tablet
  'Mozilla/5.0 (Linux; Android 12; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
]

const UNKNOWN = [
  // Chrome, Windows
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  // Safari, macOS (also an iPad asking for the desktop site)
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15',
  // Firefox, Linux
  'Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0',
  // A bot
  'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
  // Windows Phone pretending to be both
  'Mozilla/5.0 (Mobile; Windows Phone 8.1; Android 4.0; ARM; Trident/7.0; Touch; rv:11.0; IEMobile/11.0; NOKIA; Lumia 635) like iPhone OS 7_0_3 Mac OS X AppleWebKit/537 (KHTML, like Gecko) Mobile Safari/537',
  'curl/8.4.0',
  '',
]

describe('deviceOsFromUserAgent', () => {
  it.each(IOS)('ios: %s', (ua) => expect(deviceOsFromUserAgent(ua)).toBe('ios'))
  it.each(ANDROID)('android: %s', (ua) => expect(deviceOsFromUserAgent(ua)).toBe('android'))
  it.each(UNKNOWN)('unknown: %s', (ua) => expect(deviceOsFromUserAgent(ua)).toBe('unknown'))

  it('a missing header is unknown, and a huge one is answered without trouble', () => {
    expect(deviceOsFromUserAgent(null)).toBe('unknown')
    expect(deviceOsFromUserAgent(undefined)).toBe('unknown')
    expect(deviceOsFromUserAgent('x'.repeat(100_000) + ' Android 13')).toBe('unknown')
    expect(deviceOsFromUserAgent('Android 13 ' + 'x'.repeat(100_000))).toBe('android')
  })
})
