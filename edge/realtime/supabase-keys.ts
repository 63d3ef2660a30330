// The Supabase project's API keys, in either of Supabase's two forms. The new keys (sb_publishable_…, sb_secret_…)
// are not JWTs: Supabase takes them in the `apikey` header (or the websocket's apikey parameter) only and refuses
// one sent as `Authorization: Bearer`. The legacy anon and service_role keys are JWTs, sent in both.

/** A legacy key (a JWT: three base64url parts); the new sb_… keys are not. */
export const isJwtKey = (key: string): boolean => /^[\w-]+\.[\w-]+\.[\w-]+$/.test(key)

type TKeySettings = {
  SUPABASE_PUBLISHABLE_KEY?: string
  SUPABASE_ANON_KEY?: string
  SUPABASE_SECRET_KEY?: string
  SUPABASE_SERVICE_ROLE_KEY?: string
}

// Where both names are set (a project moving to the new keys), the new key is used: Supabase can switch the legacy
// ones off, and the app then keeps working.

/** The key handed to browsers for Supabase's websocket: public by design. */
export const browserKey = (s: TKeySettings): string | undefined => s.SUPABASE_PUBLISHABLE_KEY ?? s.SUPABASE_ANON_KEY

/** The server-only key that sends broadcasts. */
export const serverKey = (s: TKeySettings): string | undefined => s.SUPABASE_SECRET_KEY ?? s.SUPABASE_SERVICE_ROLE_KEY

/** The headers a server request to Supabase carries its key in: `apikey` always, the bearer only for a JWT key. */
export function keyHeaders(key: string): Record<string, string> {
  return isJwtKey(key) ? { apikey: key, authorization: `Bearer ${key}` } : { apikey: key }
}

/**
 * The Realtime websocket browsers open with REALTIME_PROVIDER=supabase (ws: for a local http project, wss: for a real
 * one), or null with the in-process hub. The page CSP names its origin in connect-src, or the browser refuses it.
 */
export function supabaseSocketUrl(s: { REALTIME_PROVIDER: string; SUPABASE_URL?: string }): string | null {
  if (s.REALTIME_PROVIDER !== 'supabase' || !s.SUPABASE_URL || !URL.canParse(s.SUPABASE_URL)) return null
  return `${s.SUPABASE_URL.replace(/^http/, 'ws').replace(/\/+$/, '')}/realtime/v1/websocket`
}
