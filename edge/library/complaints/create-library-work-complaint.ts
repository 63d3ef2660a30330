// A client's complaint about a library work (POST /api/library-work/complaints/create): the work (by its id, or by the
// client's own library order), a type from the list, the text and up to five attachments. The attachments' bytes go
// to storage first, then one transaction writes the complaint and their keys; a failed write removes the bytes again.
import type { AppDeps } from '../../context'
import { asService, type Caller } from '../../db/port'
import { AppError } from '../../http/errors'
import { parseOrderInput } from '../../orders/parse-order-input'
import { newStorageKey } from '../../storage/port'
import { COMPLAINT_LIMITS, COMPLAINT_MESSAGES, ZCreateLibraryWorkComplaint, checkComplaintAttachments } from '../../../domain/library/complaint'
import { shortFileName } from '../../../domain/files/uploads'
import { findReadyWork } from '../orders/find-ready-work'
import { getLibraryWorkOrder } from '../orders/get-library-work-order'
import { libraryOrderProcessing, reviewExpiredMessage } from '../../../domain/library/order-deadline'

export type TComplaintFile = { name: string; bytes: Uint8Array }
export type TCreatedComplaint = { id: string; message: string; attachments: number }

async function workOf(o: { deps: AppDeps; caller: Caller; libraryWorkId?: string; libraryWorkOrderId?: string }): Promise<{ workId: string; orderId: string | null }> {
  if (o.libraryWorkOrderId) {
    const order = await getLibraryWorkOrder({ db: o.deps.db, caller: o.caller, id: o.libraryWorkOrderId })
    if (!order) throw new AppError('NOT_FOUND', 'Заказ не найден')
    // A bought answer is complained about within its review window (orders.md §3 processingDeadlineAt).
    const { processingDeadlineAt } = libraryOrderProcessing(order)
    if (processingDeadlineAt && processingDeadlineAt.getTime() < Date.now()) throw new AppError('BAD_REQUEST', reviewExpiredMessage(processingDeadlineAt))
    return { workId: order.libraryWorkId, orderId: order.id }
  }
  const work = await findReadyWork(o.deps.db, o.libraryWorkId)
  if (!work) throw new AppError('NOT_FOUND', 'Такой работы в библиотеке нет')
  return { workId: work.id, orderId: null }
}

export async function createLibraryWorkComplaint(o: { deps: AppDeps; caller: Caller; input: unknown; files: readonly TComplaintFile[] }): Promise<TCreatedComplaint> {
  if (o.caller.role !== 'authenticated') throw new AppError('UNAUTHENTICATED', 'Войди, чтобы отправить жалобу')
  const userId = o.caller.userId
  const input = parseOrderInput(ZCreateLibraryWorkComplaint, o.input)
  const refused = checkComplaintAttachments(o.files.map((f) => ({ name: f.name, size: f.bytes.byteLength, head: f.bytes.subarray(0, 16) })))
  if (refused) throw new AppError(refused === COMPLAINT_MESSAGES.size ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST', refused, { category: 'validation', fields: ['attachments'] })
  const { workId, orderId } = await workOf({ deps: o.deps, caller: o.caller, libraryWorkId: input.libraryWorkId, libraryWorkOrderId: input.libraryWorkOrderId })
  const [recent] = await asService(o.deps.db, (tx) =>
    tx.query<{ n: string }>(`select count(*)::text as n from public.library_work_complaints where user_id = $1 and created_at > now() - interval '1 hour'`, [userId]),
  )
  if (Number(recent?.n ?? 0) >= COMPLAINT_LIMITS.perHour) throw new AppError('TOO_MANY_ATTEMPTS', 'Слишком много жалоб за час, попробуй позже', { retryAfterSeconds: 3600 })
  const [type] = await asService(o.deps.db, (tx) => tx.query(`select 1 from public.library_work_complaint_types where id = $1`, [input.typeId]))
  if (!type) throw new AppError('BAD_REQUEST', COMPLAINT_MESSAGES.type, { category: 'validation', fields: ['typeId'] })

  const stored: { key: string; file: TComplaintFile }[] = []
  const storage = o.deps.ports.storage
  const removeStored = async () => {
    for (const s of stored) await storage.delete(s.key).catch((e: unknown) => o.deps.log.warn('storage: объект не удалён', { key: s.key, error: (e as Error).message }))
  }
  try {
    for (const file of o.files) {
      const key = newStorageKey('library-work-complaints', userId)
      await storage.put(key, file.bytes, 'application/octet-stream')
      stored.push({ key, file })
    }
    const id = await asService(o.deps.db, async (tx) => {
      const [row] = await tx.query<{ id: string }>(
        `insert into public.library_work_complaints (user_id, library_work_id, library_work_order_id, type_id, text) values ($1, $2::bigint, $3::bigint, $4, $5) returning id::text as id`,
        [userId, workId, orderId, input.typeId, input.text],
      )
      for (const s of stored) {
        await tx.query(`insert into private.library_work_complaint_attachments (complaint_id, name, size, content_type, storage_key) values ($1::bigint, $2, $3, $4, $5)`, [
          row!.id,
          shortFileName(s.file.name).slice(0, 255),
          s.file.bytes.byteLength,
          'application/octet-stream',
          s.key,
        ])
      }
      return row!.id
    })
    return { id, message: COMPLAINT_MESSAGES.sent, attachments: stored.length }
  } catch (e) {
    await removeStored()
    throw e
  }
}
