// The guest-pages bench's yardstick (scripts/bench-guest-pages.mjs): a bare Hono app on srvx, the HTTP layer the
// built server uses, answering each recorded path with the app's own status, headers and body bytes from memory.
// `node scripts/bench-bare-hono.mjs <answers.json> <port>`; prints `ready` once it listens.
import { readFileSync } from 'node:fs'
import { Hono } from 'hono'
import { serve } from 'srvx'

const [file, port] = process.argv.slice(2)
/** @type {{ path: string; status: number; headers: [string, string][]; body: string }[]} base64 bodies */
const answers = JSON.parse(readFileSync(file, 'utf8'))
const app = new Hono()
for (const a of answers) {
  const body = Buffer.from(a.body, 'base64')
  app.get(a.path, () => new Response(body, { status: a.status, headers: a.headers }))
}
const server = serve({ fetch: app.fetch, port: Number(port), hostname: '127.0.0.1', silent: true, gracefulShutdown: false })
await server.ready()
console.log('ready')
process.once('SIGTERM', () => process.exit(0))
