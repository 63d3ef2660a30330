// A job's state as a badge, in the colours the other admin lists use for the same meaning.
import { JOB_STATE_TITLES, type TJobState } from '../../../domain/admin/jobs'

const BADGE: Record<TJobState, string> = { queued: 'badge--queued', running: 'badge--generating', failed: 'badge--warning', dead: 'badge--failed', done: 'badge--ok' }

export const JobStateBadge = ({ state }: { state: TJobState }) => <span className={`badge ${BADGE[state]}`}>{JOB_STATE_TITLES[state]}</span>
