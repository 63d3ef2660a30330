// The stored form of an impersonation hand-over code: bound to the administrator who asked for it, so only the same
// administrator's verified token can exchange it.
import { hashAuthCode } from '../../auth/secrets'

export const impersonationCodeHash = (secret: string, adminId: string, code: string) => hashAuthCode({ secret, kind: 'impersonation', target: adminId, code })
