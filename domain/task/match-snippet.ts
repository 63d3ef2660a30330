// A library match's snippet (edge/task/rank-library-matches.ts wraps the question's words it holds in ⟦ and ⟧) as
// plain and matched runs, for the task page's matches and the AI order page's search result alike.

export type TSnippetPart = { text: string; matched: boolean }

/** The runs in order (the odd ones matched), empty ones dropped. */
export function snippetParts(snippet: string): TSnippetPart[] {
  return snippet
    .split(/⟦|⟧/)
    .map((text, i) => ({ text, matched: i % 2 === 1 }))
    .filter((p) => p.text !== '')
}
