// The device's operating system (platform.md §3: "Device OS: ios, android, unknown"), told from a User-Agent. Sign-in
// records it with the account's sign-up context, whichever way (signUpContext in edge/auth/find-or-create-user.ts). Pure.

export type TDeviceOs = 'ios' | 'android' | 'unknown'

// iPhone, iPod and iPad (an iPad that asks for the desktop site says "Macintosh" and cannot be told from a Mac here).
const IOS = /\b(iPhone|iPod|iPad)\b|\bCPU (iPhone )?OS \d+_\d+/i
// Android phones and tablets; some Huawei builds say "HarmonyOS" with an Android-compatible engine.
const ANDROID = /\bAndroid\b|\bHarmonyOS\b/i

/** ios, android or unknown (desktop systems, bots, an empty or missing header). */
export function deviceOsFromUserAgent(userAgent: string | null | undefined): TDeviceOs {
  if (!userAgent) return 'unknown'
  // A header is at most a few hundred characters; a hostile one is cut before matching.
  const ua = userAgent.slice(0, 1000)
  // Windows Phone claimed both "Android" and "iPhone" in its UA: neither.
  if (/Windows Phone/i.test(ua)) return 'unknown'
  if (ANDROID.test(ua)) return 'android'
  if (IOS.test(ua)) return 'ios'
  return 'unknown'
}
