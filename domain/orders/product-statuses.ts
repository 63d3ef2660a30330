// A product's statuses declared once, as a table (DESIGN.md "Orders"): per status its id in the order table, what the
// unified order shows while the order is in it (generic status and search status, orders.md §4) and, where the
// GraphQL schema has an enum for it, the enum value. The ids map, the name lookup and the unified mapping are read
// from it, so a status cannot be added to one and forgotten in another. Callers read the table itself
// (`AI_ORDER_STATUSES.ids.answered`, `.is(v)`, `.name(id)`, `.code(id)`, `.unifiedState(id)`).
import { statusNames } from './status-names'
import { SEARCH_STATUS, UNIFIED_STATUS, type TUnifiedState, type TUnifiedStatusName } from './unified'

type TStatusRow = { readonly unified: TUnifiedStatusName; readonly search: keyof typeof SEARCH_STATUS; readonly code?: string }

/**
 * The rows every order whose answer the AI writes and streams shares (the AI order, the advanced AI order): each
 * product numbers them in its own table (its check constraint) and may add statuses of its own before them. The search
 * status is the AI pair: in progress while the answer streams, finished after.
 */
export const AI_ANSWER_ROWS = {
  /** The answer (or a clarification's answer) is being written. */
  answering: { code: 'ANSWERING', unified: 'IN_PROGRESS', search: 'AI_IN_PROGRESS' },
  /** The last answer is complete: the client may pay or ask a clarification (an AI order's also goes to Telegram). */
  answered: { code: 'ANSWERED', unified: 'COMPLETED', search: 'AI_FINISHED' },
  /** The first answer failed for good; what was received stays, with «Ошибка: …» under it, and a paid order's payment is returned. */
  failed: { code: 'FAILED', unified: 'CANCELED', search: 'AI_FINISHED' },
} as const satisfies Record<string, TStatusRow>

/**
 * The moves every order over AI_ANSWER_ROWS makes: the job finishes or fails an answer (a clarification's answer that
 * fails leaves the delivered, paid answer standing and gives the clarification back); the client's clarification
 * starts another through the product's answer `job`. `failedFrom`: the statuses a first answer may fail in;
 * `changed`, `clarificationReceived`: the product's events.
 */
export const aiAnswerTransitions = <const F extends string, const J extends string>(o: { changed: string; clarificationReceived: string; job: J; failedFrom: readonly F[] }) =>
  [
    { name: 'answered', from: ['answering'], to: 'answered', by: 'job', event: o.changed },
    { name: 'clarificationAnswered', from: ['answering'], to: 'answered', by: 'job', event: o.clarificationReceived },
    { name: 'failed', from: o.failedFrom, to: 'failed', by: 'job', event: o.changed },
    { name: 'clarificationFailed', from: ['answering'], to: 'answered', by: 'job', event: o.changed },
    { name: 'clarified', from: ['answered'], to: 'answering', by: 'client', job: o.job, event: o.changed },
  ] as const

/**
 * The rows of an order whose answer is not the AI's stream (the library, task and exam orders): the search status is
 * the common pair, in progress while the order works and finished in every other state. A product picks one per status
 * and adds its GraphQL enum value where it has one.
 */
export const COMMON_ROWS = {
  working: { unified: 'IN_PROGRESS', search: 'COMMON_IN_PROGRESS' },
  draft: { unified: 'DRAFT', search: 'COMMON_FINISHED' },
  completed: { unified: 'COMPLETED', search: 'COMMON_FINISHED' },
  canceled: { unified: 'CANCELED', search: 'COMMON_FINISHED' },
} as const satisfies Record<string, TStatusRow>

/**
 * `ids`: the status ids as the order table keeps them (name → id, its check constraint's values); `rows`: what each
 * of those statuses shows, keyed by the same names (one missing or one too many does not compile).
 */
export function productStatuses<
  const I extends Readonly<Record<string, number>>,
  const R extends { readonly [K in keyof I]: TStatusRow } & { readonly [K in Exclude<keyof R, keyof I>]: never },
>(product: string, ids: I, rows: R) {
  const { is, name } = statusNames<keyof I & string, I[keyof I]>(product, ids as Readonly<Record<keyof I & string, I[keyof I]>>)
  return {
    ids,
    is,
    name,
    /** The GraphQL enum value of a status id (where the product's rows give one). */
    code: (status: number) => (rows[name(status)] as TStatusRow).code as R[keyof I]['code'],
    unifiedState: (status: number): TUnifiedState => {
      const row: TStatusRow = rows[name(status)]
      return { status: UNIFIED_STATUS[row.unified], statusBySearch: SEARCH_STATUS[row.search] }
    },
  }
}
