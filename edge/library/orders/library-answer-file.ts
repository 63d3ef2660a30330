// The full answer of a paid library order as a PDF: for its client only (a guest is asked to sign in, another client's
// order is not found, an unpaid one is refused).
import type { AppDeps } from '../../context'
import type { Caller } from '../../db/port'
import { AppError } from '../../http/errors'
import { buildLibraryAnswerPdf } from '../../documents/library-answer-pdf'
import { pdfFont } from '../../documents/pdf-font'
import { getLibraryWorkOrder } from './get-library-work-order'
import { libraryOrderWork } from './library-order-work'
import { publicUrl } from '../../oauth/provider'

export type TLibraryAnswerFile = { bytes: Uint8Array; fileName: string }

export async function libraryAnswerPdf(o: { deps: AppDeps; caller: Caller; libraryWorkOrderId: unknown }): Promise<TLibraryAnswerFile> {
  if (o.caller.role !== 'authenticated') throw new AppError('UNAUTHENTICATED', 'Войди, чтобы скачать решение')
  const order = await getLibraryWorkOrder({ db: o.deps.db, caller: o.caller, id: o.libraryWorkOrderId })
  if (!order) throw new AppError('NOT_FOUND', 'Заказ не найден')
  if (!order.isPaid) throw new AppError('FORBIDDEN', 'Полное решение откроется после оплаты')
  const work = await libraryOrderWork(o.deps.db, order)
  if (!work?.content.answer) throw new AppError('NOT_FOUND', 'Работа не найдена')
  const bytes = await buildLibraryAnswerPdf(
    { title: work.title, subject: `${work.subject.title} · ${work.type.title}`, task: work.content.textTask, answer: work.content.answer, url: publicUrl(o.deps.settings) + work.href },
    await pdfFont(o.deps.settings.PDF_FONT_FILE),
  )
  return { bytes, fileName: `${work.slug}.pdf` }
}
