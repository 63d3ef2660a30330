// The exam pages' REST calls (edge/exam/exam-order-routes.ts): parse a list, make the order, read, pay, retry, and the
// DOCX as a download. Refusals come back as ApiError with the server's code and Russian message.
import { apiJson } from '../graphql/rest'
import { downloadFile } from '../graphql/download'
import type { TExamOrderStatusName, TExamTicketSource, TExamTicketStatus } from '../../domain/exam/order-statuses'

export type TExamParse = { questions: string[]; ticketPrice: number; total: number; priceLine: string }

export type TExamTicketView = {
  position: number
  question: string
  status: TExamTicketStatus
  source: TExamTicketSource | null
  answer: string | null
  preview: string | null
  isDemo: boolean
}

export type TExamOrderView = {
  id: string
  unifiedOrderId: string
  status: TExamOrderStatusName
  ticketsCount: number
  ticketPrice: number
  price: number
  hasDemo: boolean
  isPaid: boolean
  errorDescription: string | null
  answeredCount: number
  tickets: TExamTicketView[]
}

export const parseExamList = (text: string, signal?: AbortSignal) => apiJson<TExamParse>('/api/exam-order/parse', { json: { text }, ...(signal && { signal }) })
export const createExamOrder = (text: string) => apiJson<TExamOrderView>('/api/exam-order', { json: { text } })
export const loadExamOrder = (unifiedOrderId: string) => apiJson<TExamOrderView>(`/api/exam-order/by-unified/${encodeURIComponent(unifiedOrderId)}`)
export const payExamOrder = (id: string) => apiJson<TExamOrderView>(`/api/exam-order/${id}/pay`, { method: 'POST', json: {} })
export const retryExamOrder = (id: string) => apiJson<TExamOrderView>(`/api/exam-order/${id}/retry`, { method: 'POST', json: {} })

/** Saves the paid answers' DOCX in the browser. */
export const downloadExamDocx = (id: string): Promise<void> => downloadFile(`/api/exam-order/${id}/docx`, 'exam.docx')
