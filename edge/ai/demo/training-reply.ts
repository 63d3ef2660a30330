// Pieces every demo training reply shares: the demo label, the done marker, <qa> options and resuming a cut reply.

/** Every demo reply opens with it, so no one takes the scripted ladder for a model. */
export const DEMO_LINE = '(демо)'

/** The same string as TUTOR_DONE_MARKER in edge/training/tutor/tutor-port.ts (edge/ai does not import from the products). */
export const DONE_MARKER = '<task_completed/>'

export const qa = (options: readonly string[]) => (options.length ? options.map((o) => `<qa>${o}</qa>`).join('') : null)

/**
 * The rest of a deterministic reply after the part a restart cut off: the same chat writes the same reply, so the
 * continuation joins onto the partial exactly. A partial that is not this reply's start (the provider changed in
 * between) gets the whole reply after a blank line rather than a torn one.
 */
export function continueAfter(full: string, partial: string | null | undefined): string {
  if (!partial) return full
  return full.startsWith(partial) ? full.slice(partial.length) : `\n\n${full}`
}
