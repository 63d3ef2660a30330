// Runs one queued originality check (the job's body): the checked text joins the index first (so later checks by
// others see it), then it is compared with everything else. A text edited since the check was asked for is not
// checked under the old version's name: the check fails with a message and the page offers a new one.
import { asService, type Db } from '../db/port'
import { loadSourceText, type TSourceText } from './source-texts'
import { indexText, textVersion } from './index-text'
import { checkText } from './check-text'
import type { TOriginalityKind } from './originality-kinds'

export const ORIGINALITY_MESSAGES = {
  noText: 'В файле нет текста для проверки',
  changed: 'Текст изменился после запроса проверки — запустите проверку снова',
  notFound: 'Текст для проверки не найден',
  unpaid: 'Уникальность можно проверить после оплаты работы',
} as const

type TCheckRow = { id: string; kind: TOriginalityKind; source_id: string; version: string; status: string; user_id: string | null; guest_fingerprint: string | null }

export type TRunOutcome = 'done' | 'already-done' | 'missing' | 'changed' | 'no-text'

export async function runOriginalityCheck(db: Db, checkId: string): Promise<TRunOutcome> {
  // Committed at once, so the page polling it says the check is running, not waiting in the queue.
  await asService(db, (tx) => tx.query(`update public.originality_checks set status = 'checking' where id = $1::bigint and status = 'queued'`, [checkId]))
  return asService(db, async (tx) => {
    const [c] = await tx.query<TCheckRow>(
      `select id::text as id, kind, source_id, version, status, user_id::text as user_id, guest_fingerprint
         from public.originality_checks where id = $1::bigint for update`,
      [checkId],
    )
    if (!c) return 'missing'
    if (c.status === 'done') return 'already-done'
    const fail = async (outcome: TRunOutcome, message: string) => {
      await tx.query(`update public.originality_checks set status = 'failed', error_message = $2 where id = $1::bigint`, [checkId, message])
      return outcome
    }
    const source: TSourceText | null = await loadSourceText(tx, c.kind, c.source_id)
    if (!source) return fail('missing', ORIGINALITY_MESSAGES.notFound)
    if ((await textVersion(source.text)) !== c.version) return fail('changed', ORIGINALITY_MESSAGES.changed)
    if (source.indexable !== false) await indexText(tx, { kind: c.kind, sourceId: c.source_id, ...source })
    const report = await checkText(tx, { text: source.text, ownerKey: source.ownerKey, self: { kind: c.kind, sourceId: c.source_id } })
    if (report.words === 0) return fail('no-text', ORIGINALITY_MESSAGES.noText)
    await tx.query(
      `update public.originality_checks set status = 'done', originality = $2, report = $3::text::jsonb, error_message = null where id = $1::bigint`,
      [checkId, report.originality, JSON.stringify(report)],
    )
    return 'done'
  })
}
