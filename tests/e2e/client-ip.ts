// The header the e2e server reads a client's address from: each browser context sends its own made-up address.
export const CLIENT_IP_HEADER = 'x-e2e-client-ip'
