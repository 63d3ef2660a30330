// The browser's experiments client (no SDK): fetches GET /api/features (the browser's HTTP cache and ETag keep it
// cheap), evaluates with the same domain/experiments code as the server, records each exposure once per session,
// and gives up after 5 s (orders.md §9), emitting growthbook_network_error or growthbook_init_error (platform.md §8).
import { ZFeatureDefinitions, type TFeatureDefinitions } from '../../domain/experiments/definitions'
import { evaluateFeature, type TFeatureResult } from '../../domain/experiments/evaluate'
import { EXPERIMENT_INIT_TIMEOUT_MS } from '../../domain/experiments/cache-policy'
import { FEATURE_DEFAULTS, GB_FEATURE_PARAM, parseFeatureOverrides } from '../../domain/experiments/known-features'
import { getFingerprint, setExperimentUser } from '../graphql/credentials'
import { gqlRequest } from '../graphql/client'
import { RecordAnonExperimentDocument, RecordUserExperimentDocument } from '../graphql/generated/experiments/graphql'
import { rememberAssignment } from '../analytics/providers'
import { trackLater } from '../analytics/track-later'

type TExperimentErrorEvent = 'growthbook_network_error' | 'growthbook_init_error'

const ERROR_EVENT = 'campus:experiment-error'
const RECORDED_KEY = 'experimentsRecorded'

type TState = { definitions: TFeatureDefinitions; overridesAllowed: boolean; userId: string | null }

let ready: Promise<TState> | null = null

/**
 * The port analytics subscribes to (helper A's track() in islands/analytics): called with the event name when the
 * definitions could not be loaded in time. Returns the unsubscribe function.
 */
export function onExperimentError(cb: (event: TExperimentErrorEvent, detail: { reason: string }) => void): () => void {
  const listener = (e: Event) => {
    const { event, reason } = (e as CustomEvent<{ event: TExperimentErrorEvent; reason: string }>).detail
    cb(event, { reason })
  }
  bus.addEventListener(ERROR_EVENT, listener)
  return () => bus.removeEventListener(ERROR_EVENT, listener)
}

const bus = new EventTarget()

// On the page's window too, so tests and tools can watch the same events without importing this module.
function emit(event: TExperimentErrorEvent, reason: string) {
  bus.dispatchEvent(new CustomEvent(ERROR_EVENT, { detail: { event, reason } }))
  globalThis.dispatchEvent?.(new CustomEvent(ERROR_EVENT, { detail: { event, reason } }))
}


async function load(userId: string | null, timeoutMs: number): Promise<TState> {
  const fallback: TState = { definitions: {}, overridesAllowed: false, userId }
  const abort = new AbortController()
  const timer = setTimeout(() => abort.abort(), timeoutMs)
  try {
    const res = await globalThis.fetch('/api/features', { signal: abort.signal, headers: { accept: 'application/json' } })
    if (!res.ok) {
      emit('growthbook_network_error', `HTTP ${res.status}`)
      return fallback
    }
    const body = (await res.json()) as { features?: unknown; overridesAllowed?: unknown }
    const parsed = ZFeatureDefinitions.safeParse(body.features)
    if (!parsed.success) {
      emit('growthbook_init_error', 'malformed definitions')
      return fallback
    }
    return { definitions: parsed.data, overridesAllowed: body.overridesAllowed === true, userId }
  } catch (e) {
    emit(abort.signal.aborted ? 'growthbook_init_error' : 'growthbook_network_error', abort.signal.aborted ? `timeout ${timeoutMs} ms` : String(e))
    return fallback
  } finally {
    clearTimeout(timer)
  }
}

/** Starts loading once per page; a signed-in client is hashed by its user id, a guest by its fingerprint. */
export function initExperiments({ userId = null, timeoutMs = EXPERIMENT_INIT_TIMEOUT_MS }: { userId?: string | null; timeoutMs?: number } = {}): Promise<void> {
  if (!ready) {
    // The two failures are analytics events (the assignments reach the user context through rememberAssignment).
    onExperimentError((event, detail) => trackLater(event, detail))
  }
  if (!ready && userId) setExperimentUser(userId)
  ready ??= load(userId, timeoutMs)
  return ready.then(() => undefined)
}

function recordedThisSession(key: string): boolean {
  try {
    const seen = new Set((sessionStorage.getItem(RECORDED_KEY) ?? '').split(',').filter(Boolean))
    if (seen.has(key)) return true
    seen.add(key)
    sessionStorage.setItem(RECORDED_KEY, [...seen].slice(-50).join(','))
  } catch {
    // No session storage: the server still stores each exposure only once.
  }
  return false
}

function record(state: TState, experimentId: string, variationId: number) {
  const subject = state.userId ?? getFingerprint()
  if (recordedThisSession(`${subject}:${experimentId}`)) return
  const call = state.userId
    ? gqlRequest(RecordUserExperimentDocument, { experimentId, userId: state.userId, variationId })
    : gqlRequest(RecordAnonExperimentDocument, { anonymousId: subject, experimentId, variationId })
  // A failed record is not the page's problem.
  call.catch(() => undefined)
}

/** A feature's value for this browser (its default until and unless the definitions load). */
export async function featureValue(key: string): Promise<unknown> {
  await initExperiments()
  const state = await (ready as Promise<TState>)
  const search = state.overridesAllowed ? new URLSearchParams(location.search).get(GB_FEATURE_PARAM) : null
  const result: TFeatureResult = evaluateFeature({
    definitions: state.definitions,
    key,
    attributes: { id: state.userId ?? getFingerprint(), loggedIn: !!state.userId },
    override: parseFeatureOverrides(search, state.definitions).get(key),
  })
  const exp = result.experimentResult
  if (exp?.inExperiment) {
    rememberAssignment(exp.experimentKey, exp.variationId)
    if (exp.hashUsed) record(state, exp.experimentKey, exp.variationId)
  }
  return result.source === 'unknownFeature' ? ((FEATURE_DEFAULTS as Record<string, unknown>)[key] ?? null) : result.value
}
