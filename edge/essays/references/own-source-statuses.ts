// Where the client's own sources can be added, corrected and taken out: on the selection screen (status 5), and in a
// finished work (14), whose sources the client reopens from the progress list — a source added there joins the text
// only through the changed choice (changeAiEssayOrderReferences) and the rewrite of the sections it affects.
import { ESSAY_STATUS } from '../../../domain/essay/statuses'

export const OWN_SOURCE_STATUSES = [ESSAY_STATUS.selectReferences, ESSAY_STATUS.completed] as const
