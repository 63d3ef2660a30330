// APP_ENV=test only: lets a test make one page render fail, to prove the 500 page end to end.
import type { Context, Next } from 'hono'
import type { AppEnv } from '../context'

export const TEST_SERVER_ERROR_HEADER = 'x-test-server-error'
/** The pageContext field a page's data hook throws on (failIfForcedServerError: the help pages). */
export const FORCE_SERVER_ERROR_FIELD = 'forceServerError'

// @universal-middleware/hono (under @vikejs/hono) hands the Hono variable under this symbol to Vike as pageContext fields.
const UNIVERSAL_CONTEXT = Symbol.for('unContext')
type SymbolVariables = { get(key: symbol): unknown; set(key: symbol, value: unknown): void }

export async function testServerError(c: Context<AppEnv>, next: Next) {
  if (c.req.header(TEST_SERVER_ERROR_HEADER) === '1') {
    const vars = c as unknown as SymbolVariables
    vars.set(UNIVERSAL_CONTEXT, { ...(vars.get(UNIVERSAL_CONTEXT) as object | undefined), [FORCE_SERVER_ERROR_FIELD]: true })
  }
  return next()
}

/** A page's data hook calls this first: only the APP_ENV=test middleware above can set the field. */
export function failIfForcedServerError(pageContext: object): void {
  if ((pageContext as Record<string, unknown>)[FORCE_SERVER_ERROR_FIELD] === true) {
    throw new Error('Ошибка по запросу теста: проверка страницы 500')
  }
}
