// The statuses a text work step may start from, read from its transitions table (withOwnOrder's `allowed`).
import { ESSAY_STATUS, ESSAY_TRANSITIONS, type TEssayStatus, type TEssayTransitionName } from '../../../domain/essay/statuses'
import { statusesAllowing } from '../../../domain/orders/machine'

/** The statuses a screen offering these transitions is valid in, read from the transitions table. */
export const allowedFor = (...names: TEssayTransitionName[]): TEssayStatus[] => statusesAllowing(ESSAY_TRANSITIONS, names).map((n) => ESSAY_STATUS[n])
