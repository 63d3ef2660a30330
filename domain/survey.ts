// When the «Как тебе результат?» survey may open (platform.md §2 Survey popup, orders.md §2/§9; issue 33 item 10):
// after its delay, and never over a student who is editing — while a text field or the editor has focus, or within a
// few seconds of the last keystroke, it waits and opens later.

/** platform.md: "120 s after a survey call by default". */
export const SURVEY_DEFAULT_DELAY_SECONDS = 120
/** orders.md §2: "opens 180 seconds after a text work completes". */
export const SURVEY_AFTER_TEXT_WORK_SECONDS = 180
/** Typing or leaving a text field this recently still counts as editing (a click on «Сохранить» just ended it). */
export const SURVEY_QUIET_AFTER_TYPING_MS = 8_000
/** While a text field has focus there is no end to wait for: look again this often. */
export const SURVEY_RECHECK_MS = 2_000

/**
 * How long to wait before opening the survey once its delay is over: 0 means open now. `lastEditAt` is the time of
 * the student's last keystroke or input on the page, or of leaving a text field (null when none), `editing` whether a
 * text field has focus.
 */
export function surveyWaitMs({ now, lastEditAt, editing }: { now: number; lastEditAt: number | null; editing: boolean }): number {
  if (editing) return SURVEY_RECHECK_MS
  if (lastEditAt === null) return 0
  const quietFor = now - lastEditAt
  return quietFor >= SURVEY_QUIET_AFTER_TYPING_MS ? 0 : SURVEY_QUIET_AFTER_TYPING_MS - quietFor
}
