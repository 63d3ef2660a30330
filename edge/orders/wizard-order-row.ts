// What every wizard order (the AI presentation, the AI referat: justification, outline, final text) holds besides its
// own content, as the row gives it and as the server reads it; a product's row type adds its own columns.
export type TWizardOrderRow = {
  id: string
  unified_order_id: string
  user_id: string | null
  status: number
  failed_status: number | null
  topic: string
  ai_provider: string | null
  is_paid: boolean
  error_description: string | null
  created_at: Date
  updated_at: Date
}

export type TWizardOrder<N extends string> = {
  id: string
  unifiedOrderId: string
  userId: string | null
  status: N
  /** The step a failed order stopped in (its retry starts it again). */
  failedStatus: N | null
  topic: string
  aiProvider: string | null
  isPaid: boolean
  errorDescription: string | null
  createdAt: Date
  updatedAt: Date
}

/** The shared part of a wizard order, its status ids named by the product's `statusName`. */
export function toWizardOrder<N extends string>(r: TWizardOrderRow, statusName: (id: number) => N): TWizardOrder<N> {
  return {
    id: r.id,
    unifiedOrderId: r.unified_order_id,
    userId: r.user_id,
    status: statusName(Number(r.status)),
    failedStatus: r.failed_status == null ? null : statusName(Number(r.failed_status)),
    topic: r.topic,
    aiProvider: r.ai_provider,
    isPaid: Boolean(r.is_paid),
    errorDescription: r.error_description,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  }
}
