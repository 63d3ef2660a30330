// The PPTX of a laid-out deck (contract; the slide engine fills it in): every element of domain/presentation/layout.ts
// at its place, native charts and tables, speaker notes on every slide that has them, Cyrillic-safe fonts.
import type { TLaidDeck } from '../../../domain/presentation/layout'

export async function buildDeckPptx(_deck: TLaidDeck): Promise<Uint8Array> {
  throw new Error('buildDeckPptx: not built yet (issue 14 slide engine)')
}
