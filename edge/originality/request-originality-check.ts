// A client asks how original their own finished text is: one check per text version (asking again for an unchanged
// text returns the same check), run by a durable job so a 200-page text never holds a request.
import { asService, type Caller, type Db } from '../db/port'
import { AppError } from '../http/errors'
import { enqueueJob, ownerPriority } from '../jobs/queue'
import { loadSourceText } from './source-texts'
import { textVersion } from './index-text'
import { ORIGINALITY_MESSAGES } from './run-originality-check'
import { ORIGINALITY_CHECK_JOB, type TOriginalityKind } from './originality-kinds'

export type TOriginalityCheck = {
  id: string
  status: 'queued' | 'checking' | 'done' | 'failed'
  originality: number | null
  errorMessage: string | null
}

const callerKey = (caller: Caller): string | null =>
  caller.role === 'authenticated' ? `u:${caller.userId}` : caller.role === 'anon' && caller.fingerprint ? `g:${caller.fingerprint}` : null

export async function requestOriginalityCheck(db: Db, caller: Caller, o: { kind: TOriginalityKind; sourceId: string }): Promise<TOriginalityCheck> {
  const key = callerKey(caller)
  return asService(db, async (tx) => {
    const source = await loadSourceText(tx, o.kind, o.sourceId)
    // Another owner's text and a text not finished yet look the same from outside: not found.
    if (!source || key === null || source.ownerKey !== key) throw new AppError('NOT_FOUND', ORIGINALITY_MESSAGES.notFound)
    const version = await textVersion(source.text)
    const userId = caller.role === 'authenticated' ? caller.userId : null
    const fingerprint = caller.role === 'anon' ? (caller.fingerprint ?? null) : null
    await tx.query(
      `insert into public.originality_checks (user_id, guest_fingerprint, kind, source_id, version)
       values ($1, $2, $3, $4, $5) on conflict (kind, source_id, version) do nothing`,
      [userId, fingerprint, o.kind, o.sourceId, version],
    )
    const [row] = await tx.query<{ id: string; status: TOriginalityCheck['status']; originality: string | null; error_message: string | null }>(
      `select id::text as id, status, originality::text as originality, error_message from public.originality_checks
        where kind = $1 and source_id = $2 and version = $3`,
      [o.kind, o.sourceId, version],
    )
    if (row!.status === 'queued') {
      await enqueueJob(tx, { name: ORIGINALITY_CHECK_JOB, payload: { checkId: row!.id }, key: `originality-check:${row!.id}`, priority: ownerPriority({ userId }) })
    }
    return { id: row!.id, status: row!.status, originality: row!.originality === null ? null : Number(row!.originality), errorMessage: row!.error_message }
  })
}
