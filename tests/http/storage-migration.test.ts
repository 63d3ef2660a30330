// Migration 20261125000500 (storage objects) over a database that already holds files the old way, bytes in the rows:
// nothing is lost, each row is still read through the same business functions, and new rows need a key or bytes.
import { afterAll, describe, expect, it } from 'vitest'
import { migrate } from '../../edge/db/migrate'
import { loadMigrations } from '../../edge/db/files.server'
import { asCaller } from '../../edge/db/port'
import { emptyTestDb, type TestDb } from '../helpers/test-db'
import { testDeps } from '../helpers/app-deps'
import { getAvatar } from '../../edge/accounts/get-avatar'
import { getEssayWorkbook } from '../../edge/essays/requirements/get-essay-workbook'
import { storedBytes, type TFileRow } from '../../edge/storage/stored-bytes'

const STORAGE_MIGRATION = '20261125000500_storage_objects.sql'
let t: TestDb | undefined
afterAll(() => t?.dispose())

describe(STORAGE_MIGRATION, () => {
  it('keeps every file written before it readable, byte for byte', async () => {
    t = await emptyTestDb()
    const all = await loadMigrations()
    const at = all.findIndex((m) => m.name === STORAGE_MIGRATION)
    expect(at).toBeGreaterThan(0)
    await migrate(t.db, all.slice(0, at))

    // The old way: bytes in the rows, as set_user_avatar and the upload functions wrote them.
    const avatarBytes = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 255, 1])
    const workbookBytes = Uint8Array.from({ length: 5000 }, (_, i) => (i * 13) % 256)
    const sourceBytes = new TextEncoder().encode('%PDF-1.4 старый источник')
    const [user] = await t.db.query<{ id: string }>(`insert into public.users (name) values ('Старый клиент') returning id::text as id`)
    const [avatar] = (await asCaller(t.db, { role: 'authenticated', userId: user!.id }, (tx) =>
      tx.query<{ path: string }>(`select private.set_user_avatar('image/png', $1) as path`, [avatarBytes]),
    )) as [{ path: string }]
    const [unified] = await t.db.query<{ id: string }>(`insert into public.unified_orders (user_id, type_id, text) values ($1, 5, 'Старая работа') returning id::text as id`, [user!.id])
    const [order] = await t.db.query<{ id: string }>(
      `insert into public.ai_essay_orders (user_id, unified_order_id, topic) values ($1, $2, 'Старая работа') returning id::text as id`,
      [user!.id, unified!.id],
    )
    await t.db.query(`insert into private.essay_workbook_files (ai_essay_order_id, name, size, bytes, excerpt) values ($1, 'Методичка.pdf', $2, $3, null)`, [order!.id, workbookBytes.length, workbookBytes])
    const [source] = await t.db.query<{ id: string }>(
      `insert into private.essay_reference_files (ai_essay_order_id, name, format, size, bytes) values ($1, 'Источник.pdf', 'pdf', $2, $3) returning id::text as id`,
      [order!.id, sourceBytes.length, sourceBytes],
    )

    expect(await migrate(t.db, all)).toEqual(all.slice(at).map((m) => m.name))

    const deps = await testDeps(t.db)
    try {
      expect(await getAvatar({ db: t.db, storage: deps.ports.storage, id: avatar.path.split('/').pop()! })).toEqual({ contentType: 'image/png', bytes: avatarBytes })
      expect(await getEssayWorkbook({ deps, caller: { role: 'authenticated', userId: user!.id }, id: order!.id })).toEqual({ name: 'Методичка.pdf', bytes: workbookBytes })
      const [row] = await t.db.query<TFileRow>(`select bytes, storage_key from private.essay_reference_files where id = $1`, [source!.id])
      expect(await storedBytes(deps.ports.storage, row!)).toEqual(sourceBytes)
    } finally {
      await deps.realtime.stop()
    }

    // From now on a row carries exactly one of its bytes and a storage key.
    await expect(t.db.query(`insert into private.essay_reference_files (ai_essay_order_id, name, format, size) values ($1, 'x.pdf', 'pdf', 1)`, [order!.id])).rejects.toThrow(/essay_reference_files_bytes_or_key/)
    await expect(
      t.db.query(`insert into private.essay_reference_files (ai_essay_order_id, name, format, size, bytes, storage_key) values ($1, 'x.pdf', 'pdf', 1, '\\x01', 'essay-reference-files/1/x')`, [order!.id]),
    ).rejects.toThrow(/essay_reference_files_bytes_or_key/)
  }, 120_000) // every migration from nothing, in two parts
})
