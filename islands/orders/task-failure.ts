// The task order page's failures in the browser (orders.md §8): an API error's code and text through the one rule of
// domain/task/task-failure.ts; anything that is not an API error (a bug, a lost answer) is the generic failure.
import { TASK_CALL_FAILED, taskFailureText } from '../../domain/task/task-failure'
import { ApiError } from '../graphql/api-error'

export const taskErrorText = (e: unknown): string => (e instanceof ApiError ? taskFailureText({ code: e.code, message: e.message }) : TASK_CALL_FAILED)

/** The same for a failure known only by its code (a rating's outcome, islands/orders/rate-order.ts). */
export const taskCodeText = (code: string | null): string => taskFailureText({ code })
