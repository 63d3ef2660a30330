// The one export of workerd's built-in module the app uses (edge/documents/font-bytes.worker.ts): the bindings.
declare module 'cloudflare:workers' {
  export const env: Record<string, unknown>
}
