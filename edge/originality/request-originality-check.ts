// A client asks how original their own finished text is: one check per text version (asking again for an unchanged
// text returns the same check), run by a durable job so a 200-page text never holds a request. Reading returns the
// latest check of the text, marked stale once the text was edited.
import { asCaller, asService, type Caller, type Db, type Tx } from '../db/port'
import { AppError } from '../http/errors'
import { enqueueJob, ownerPriority } from '../jobs/queue'
import { loadSourceText } from './source-texts'
import { textVersion } from './index-text'
import { ORIGINALITY_MESSAGES } from './run-originality-check'
import { ORIGINALITY_CHECK_JOB, type TOriginalityKind } from './originality-kinds'
import { CHECK_COLUMNS, toOriginalityCheck, type TCheckRow, type TOriginalityCheck } from './originality-check-row'

type TTextRef = { kind: TOriginalityKind; sourceId: string }

const callerKey = (caller: Caller): string | null =>
  caller.role === 'authenticated' ? `u:${caller.userId}` : caller.role === 'anon' && caller.fingerprint ? `g:${caller.fingerprint}` : null

/** The caller's own finished text and its version; another owner's text and an unfinished one look the same: not found. */
async function ownText(tx: Tx, caller: Caller, o: TTextRef) {
  const key = callerKey(caller)
  const source = /^\d{1,18}$/.test(o.sourceId) ? await loadSourceText(tx, o.kind, o.sourceId) : null
  if (!source || key === null || source.ownerKey !== key) throw new AppError('NOT_FOUND', ORIGINALITY_MESSAGES.notFound)
  // A referat order's text is the client's once paid (before, they read its introduction only): the report's excerpts
  // would hand over what is not paid for.
  if (o.kind === 'referat_order') {
    const [paid] = await tx.query<{ is_paid: boolean }>(`select is_paid from public.ai_referat_orders where id = $1::bigint`, [o.sourceId])
    if (!paid?.is_paid) throw new AppError('FORBIDDEN', ORIGINALITY_MESSAGES.unpaid)
  }
  return { source, version: await textVersion(source.text) }
}

export async function requestOriginalityCheck(o: { db: Db; caller: Caller } & TTextRef): Promise<TOriginalityCheck> {
  const { caller } = o
  return asService(o.db, async (tx) => {
    const { version } = await ownText(tx, caller, o)
    const userId = caller.role === 'authenticated' ? caller.userId : null
    const fingerprint = caller.role === 'anon' ? (caller.fingerprint ?? null) : null
    await tx.query(
      `insert into public.originality_checks (user_id, guest_fingerprint, kind, source_id, version)
       values ($1, $2, $3, $4, $5) on conflict (kind, source_id, version) do nothing`,
      [userId, fingerprint, o.kind, o.sourceId, version],
    )
    const [row] = await tx.query<TCheckRow>(`select ${CHECK_COLUMNS} from public.originality_checks where kind = $1 and source_id = $2 and version = $3`, [o.kind, o.sourceId, version])
    // A check that failed (the text was not found at the time) is asked again; a done one is simply returned.
    if (row!.status === 'failed') await tx.query(`update public.originality_checks set status = 'queued', error_message = null where id = $1::bigint`, [row!.id])
    if (row!.status === 'queued' || row!.status === 'failed') {
      await enqueueJob(tx, { name: ORIGINALITY_CHECK_JOB, payload: { checkId: row!.id }, key: `originality-check:${row!.id}:${Date.now()}`, priority: ownerPriority({ userId }) })
    }
    return toOriginalityCheck(row!.status === 'failed' ? { ...row!, status: 'queued', error_message: null } : row!, version)
  })
}

export async function readOriginalityCheck(o: { db: Db; caller: Caller } & TTextRef): Promise<TOriginalityCheck | null> {
  const { version } = await asService(o.db, (tx) => ownText(tx, o.caller, o))
  // Read as the caller: row-level security shows a client their own checks only.
  const [row] = await asCaller(o.db, o.caller, (tx) =>
    tx.query<TCheckRow>(`select ${CHECK_COLUMNS} from public.originality_checks where kind = $1 and source_id = $2 order by id desc limit 1`, [o.kind, o.sourceId]),
  )
  return row ? toOriginalityCheck(row, version) : null
}
