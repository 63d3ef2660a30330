// The server's own database role for sign-in work: the private auth tables grant nothing to API roles.
import type { Caller } from '../db/port'

export const SERVICE: Caller = { role: 'service_role' }
