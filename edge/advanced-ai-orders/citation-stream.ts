// The citation guard on a streamed answer: the advanced AI answer may cite only the references it was given, [1]…[n].
// Text passes through as it streams; a bracket that may still become a citation ("[", "[1", "[1, 1") is held back
// until it closes, and each finished piece goes through cleanCitations, which drops numbers outside 1..n (a citation
// left empty disappears). So no reader ever sees a number that points to nothing.
import { cleanCitations } from '../ai/citations'

// An unfinished citation: "[" then digits, separators, ranges and a page reference, but no "]" yet.
const OPEN_CITATION = /\[[\d\s,;\-–сcpстр.]{0,40}$/

export type TCitationStream = {
  /** Text that may go out now. */
  push(delta: string): string
  /** What was held back at the end (cleaned). */
  end(): string
  /** Numbers dropped so far. */
  readonly removed: number
}

export function createCitationStream(referenceCount: number): TCitationStream {
  let pending = ''
  let removed = 0
  const clean = (s: string) => {
    const r = cleanCitations(s, referenceCount)
    removed += r.removed
    return r.text
  }
  return {
    push(delta) {
      pending += delta
      const open = OPEN_CITATION.exec(pending)
      // A citation may still close after a leading space the cleaner would drop with it: hold that space too.
      // A trailing space is held as well: a citation may begin right after it.
      const at = open ? open.index : pending.length
      const cut = at > 0 && /\s/.test(pending[at - 1]!) ? at - 1 : at
      const ready = pending.slice(0, cut)
      pending = pending.slice(cut)
      return ready ? clean(ready) : ''
    },
    end() {
      const rest = pending
      pending = ''
      return rest ? clean(rest) : ''
    },
    get removed() {
      return removed
    },
  }
}
