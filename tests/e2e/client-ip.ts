// The header the e2e server reads a client's address from: each browser context sends its own made-up address.
export const CLIENT_IP_HEADER = 'x-e2e-client-ip'

/** A made-up client address: per-IP sign-in limits then count each simulated device (or test file) on its own. */
export const fakeClientIp = () => `10.${1 + Math.floor(Math.random() * 254)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`
