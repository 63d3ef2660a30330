// npm run admin:grant -- <e-mail or phone> [--revoke] – makes the account an administrator (creating it if needed), or
// takes the role back. The administrator then signs in as usual and opens /admin with a code sent to that contact.
import { grantAdminRole } from '../edge/admin/grant-admin-role'
import { AppError } from '../edge/http/errors'
import { openScriptDb } from './script-db'

const args = process.argv.slice(2)
const contact = args.find((a) => !a.startsWith('--'))
if (!contact) {
  console.error('Использование: npm run admin:grant -- <почта или телефон> [--revoke]')
  process.exit(2)
}
const { db } = await openScriptDb()
try {
  const revoke = args.includes('--revoke')
  const { userId, created } = await grantAdminRole({ db, contact, revoke })
  console.log(revoke ? `Роль администратора снята: ${userId}` : `${created ? 'Создан администратор' : 'Администратор'}: ${userId}. Войди как обычно и открой /admin`)
} catch (e) {
  if (!(e instanceof AppError)) throw e
  console.error(e.message)
  process.exitCode = 2
} finally {
  await db.close()
}
