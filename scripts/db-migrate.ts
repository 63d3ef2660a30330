// npm run db:migrate – applies pending migrations and the seed to DATABASE_URL or the PGlite in DATA_DIR.
import { openScriptDb } from './script-db'

const { db, applied } = await openScriptDb()
console.log(applied.length ? `Применены миграции:\n${applied.join('\n')}` : 'Новых миграций нет')
await db.close()
