// What the section texts need from the AI editor: the paragraphs to flash and to mark as selected, and a way to open
// the editor on one paragraph from the keyboard, and the place for the panel.
import { createContext } from 'react'
import type { TFlash } from './use-ai-editor'
import type { TParagraphRange } from '../../../domain/essay/ai-editor'

export type TAiEditorContext = {
  flash: TFlash | null
  selected: { sectionKey: string; range: TParagraphRange } | null
  openParagraph: (sectionKey: string, index: number) => void
  /** Where the open panel goes: right below the selection's last paragraph (a bottom sheet on phones, by CSS). */
  slot: (el: HTMLDivElement | null) => void
  /** Opens the editor on a part of a section and asks for its rewrite (false when the editor is busy or the part is gone). */
  rewriteRange: (sectionKey: string, range: TParagraphRange) => boolean
}

export const AiEditorContext = createContext<TAiEditorContext>({ flash: null, selected: null, openParagraph: () => {}, slot: () => {}, rewriteRange: () => false })
