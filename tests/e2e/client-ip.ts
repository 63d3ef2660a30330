// The header the e2e server reads a client's address from: each browser context sends its own made-up address. The
// Worker (the workerd lane) reads CF-Connecting-IP, which Cloudflare's edge sets in production; locally wrangler passes
// the client's own through, so the made-up address arrives where Cloudflare would put the real one.
export const CLIENT_IP_HEADER = process.env.E2E_RUNTIME === 'workerd' ? 'cf-connecting-ip' : 'x-e2e-client-ip'

/** A made-up client address: per-IP sign-in limits then count each simulated device (or test file) on its own. */
export const fakeClientIp = () => `10.${1 + Math.floor(Math.random() * 254)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`
