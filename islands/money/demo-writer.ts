// Whether the built-in demo writer writes here (GraphQL `aiWriter`, the same rule payFromBalance charges by), loaded
// once per page and shared by every pay box through jotai's default store: a demo answer is paid with 0 tokens, so its
// pay box crosses the list price out and its pay button asks for no tokens (issue 33, «Demo is free»).
import { atom, getDefaultStore } from 'jotai/vanilla'
import { useAtomValue } from 'jotai/react'
import { useEffect } from 'react'
import { gql } from '../graphql/client'
import { AiWriterDocument } from '../graphql/generated/ai-writer/graphql'

/** null until known (the pay box shows the plain price meanwhile; the server decides what is charged either way). */
export const demoWriterAtom = atom<boolean | null>(null)

const store = getDefaultStore()
let inflight: Promise<boolean> | null = null

/** Asks once per page; a failed answer is asked again by the next caller. */
export function loadDemoWriter(): Promise<boolean> {
  inflight ??= gql(AiWriterDocument).then(
    (d) => {
      store.set(demoWriterAtom, d.aiWriter.isDemo)
      return d.aiWriter.isDemo
    },
    () => {
      inflight = null
      return false
    },
  )
  return inflight
}

/** True while the demo writer writes; false until the answer arrives. */
export function useDemoWriter(): boolean {
  const demo = useAtomValue(demoWriterAtom)
  useEffect(() => {
    if (demo === null) void loadDemoWriter()
  }, [demo])
  return demo === true
}
