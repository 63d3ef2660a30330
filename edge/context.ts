// What every request handler can reach: settings, database, realtime hub, logger, the ports, and the caller.
import type { TSettings } from './settings'
import type { Caller, Db } from './db/port'
import type { RealtimeHub } from './realtime/hub'
import type { Logger } from './log'
import type { TAi } from './ai/port'
import type { SourcesPort } from './sources/port'
import type { TDelivery } from './adapters/delivery'
import type { TPaymentProvider } from './payments/providers/provider'
import type { TPaymentMethodId } from '../domain/money/payment-methods'
import type { TStorage } from './storage/port'
import type { TViewCounter } from './library/view-counter'
import type { TPageCache } from './page-cache/page-cache'
import type { TDocumentReader, TOcr } from './ocr/port'
import type { TRelatedWorksMemo } from './library/related-works-memo'
import type { TEventsPort } from './adapters/events/port'
import type { TErrorTracker } from './ops/error-tracking'
import type { TAdmin } from './admin/admin-action'
import type { TAdminAccess } from './admin/admin-access'
import type { TInfluencerBanners } from './money/cached-influencer'
import type { TAppMetrics } from './metrics/app-metrics'
import type { TListenProbe } from './metrics/listen-probe'

/** The outside world, built once per process by edge/runtime/ports.server.ts. */
export type TPorts = {
  ai: TAi
  sources: SourcesPort
  delivery: TDelivery
  /** Bytes of uploaded files; their metadata, owner and key stay in the database. */
  storage: TStorage
  /** Text of uploaded images and documents (edge/ocr). */
  ocr: TOcr
  /** The text layer of an uploaded PDF or DOCX without OCR (a child process per document on Node), for the originality check. */
  documents: TDocumentReader
  /** Library page views, batched in memory and written a batch at a time. */
  libraryViews: TViewCounter
  /** Which works a library work page shows beside it, remembered until the library changes. */
  libraryRelated: TRelatedWorksMemo
  /** The analytics events service (edge/adapters/events); the local one only stores. */
  events: TEventsPort
  /** Unhandled errors, failed jobs and bank notifications to a Sentry-compatible ingest; off without a DSN. */
  errors: TErrorTracker
  payments: {
    /** By provider name (webhook routes know it from their path); null when the provider cannot be used here. */
    byName(name: TPaymentProvider['name'], opts?: { sbp?: boolean }): TPaymentProvider | null
    /** The adapter that takes a payment method; null for legacy methods. */
    byMethod(method: TPaymentMethodId): TPaymentProvider | null
  }
}

/** Data read from the database and kept between requests, one set per app (edge/runtime/app-caches.ts). */
export type TAppCaches = {
  /** The blogger banner of a visitor's entry title (edge/money/cached-influencer.ts). */
  influencerBanners: TInfluencerBanners
}

export type AppDeps = {
  settings: TSettings
  db: Db
  realtime: RealtimeHub
  log: Logger
  ports: TPorts
  caches: TAppCaches
  /** Rendered public guest pages (edge/page-cache); absent on Workers and wherever it is switched off. */
  pageCache?: TPageCache | null
  /** Counters behind GET /metrics (edge/metrics), one set per Node process; absent on Workers (the request line is the metric). */
  metrics?: TAppMetrics | null
  /** Whether this process's LISTEN connection hears NOTIFY (/api/health); Node only. */
  listenProbe?: TListenProbe | null
  /**
   * Where the app runs, set by its entry: `workers` (edge/runtime/worker.server.ts) where nothing may outlive the
   * request that started it (background work goes to the Queue) and no tesseract can start; absent or `node` for a
   * Node process.
   */
  runtime?: 'node' | 'workers'
}

export type AppEnv = {
  Variables: {
    deps: AppDeps
    caller: Caller
    requestId: string
    /** This answer's CSP nonce (edge/http/security-headers.ts): inline <script> and <style> must carry it. */
    cspNonce: string
    /** Origins besides our own that this answer's forms may post or be redirected to (allowFormTarget). */
    cspFormTargets?: string[]
    /** The library work this page showed: a cached copy of the page counts its view again (edge/page-cache). */
    libraryWorkViewed?: number
    /** /api/admin/*: what the door found (edge/admin/admin-middleware.ts), and the administrator once verified. */
    adminAccess?: Exclude<TAdminAccess, { kind: 'absent' }>
    admin?: TAdmin
  }
}
