// SUPABASE_JWT_SIGNING_KEY: the private JWK a Supabase project imported as its JWT signing key (Supabase's asymmetric
// keys). Room tokens signed with it are checked by Supabase Realtime against the project's public JWKS, so the
// project's legacy HS256 secret is not needed at all. Parsed here, without settings, so edge/settings.ts can refuse
// a bad key at start-up and realtime-token.ts can sign with the same reading.

type TSigningAlg = 'ES256' | 'RS256'

/** Only the members WebCrypto needs, plus `kid` and `alg` for the token's header. */
export type TSigningJwk = JsonWebKey & { kid: string; alg: TSigningAlg }

// The private members each key type must have: WebCrypto imports a private JWK only whole.
const MEMBERS: Record<TSigningAlg, readonly string[]> = {
  ES256: ['crv', 'x', 'y', 'd'],
  RS256: ['n', 'e', 'd', 'p', 'q', 'dp', 'dq', 'qi'],
}

/** The key from the setting's JSON text, or a Russian sentence saying what is wrong with it. */
export function parseSigningJwk(text: string): TSigningJwk | string {
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    return 'ожидается закрытый ключ в формате JWK (JSON), например {"kty":"EC","crv":"P-256","kid":"…","d":"…",…}'
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return 'ожидается один ключ JWK (объект JSON), а не набор ключей'
  const jwk = raw as Record<string, unknown>
  const alg: TSigningAlg | null = jwk.kty === 'EC' && jwk.crv === 'P-256' ? 'ES256' : jwk.kty === 'RSA' ? 'RS256' : null
  if (!alg) return 'поддерживаются ключи ES256 (EC P-256) и RS256 (RSA)'
  if (jwk.alg !== undefined && jwk.alg !== alg) return `alg ${String(jwk.alg)} не подходит к ключу ${alg}`
  if (typeof jwk.kid !== 'string' || !jwk.kid) return 'у ключа нет kid: по нему Supabase находит открытый ключ в JWKS проекта'
  if (typeof jwk.d !== 'string') return 'это открытый ключ: нужен закрытый (с полем d), которым подписываются токены'
  const missing = MEMBERS[alg].filter((m) => typeof jwk[m] !== 'string' || !jwk[m])
  if (missing.length) return `в ключе не хватает полей: ${missing.join(', ')}`
  // key_ops, use or ext of a dashboard export would only narrow what the import allows; they are left out.
  return { kty: jwk.kty as string, ...Object.fromEntries(MEMBERS[alg].map((m) => [m, jwk[m]])), kid: jwk.kid, alg }
}
