// Types for start-test-server.mjs, so the type-checked e2e setup can import it.
export declare const repoRoot: string
export declare function buildApp(): Promise<void>
export declare function freePort(): Promise<number>
export type TestServer = {
  baseUrl: string
  port: number
  pid: number
  dataDir: string
  /** The secrets it was started with: the caller's, else random ones for this server only. */
  secrets: { APP_JWT_SECRET: string; TESTBANK_SECRET: string }
  output: () => string
  stop: () => Promise<void>
}
export declare function startServer(options?: { env?: Record<string, string>; timeoutMs?: number; port?: number }): Promise<TestServer>
/** Resolves once `${baseUrl}/api/health` answers `{ ok: true }`; throws when `exited` settles first or after `timeoutMs`. */
export declare function waitForHealth(baseUrl: string, exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>, timeoutMs: number): Promise<void>
