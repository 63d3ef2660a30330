// The handout of a deck (contract; issue 14 part 4): a DOCX with each slide's title, its points and the speaker notes.
import type { TDeckSpec } from '../../../domain/presentation/deck'
import type { TPresentationTitlePage } from '../../../domain/presentation/input'

export async function buildPresentationHandoutDocx(_deck: TDeckSpec, _titlePage?: TPresentationTitlePage): Promise<Uint8Array> {
  throw new Error('buildPresentationHandoutDocx: not built yet (issue 14 handout)')
}
