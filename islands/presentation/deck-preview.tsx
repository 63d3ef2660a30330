// The browser preview of a laid-out deck (contract; the slide engine fills it in): each slide drawn from the same
// elements the PPTX writer places, scaled to the page's width, with its speaker notes under it.
import type { TLaidDeck } from '../../domain/presentation/layout'

export function DeckPreview({ deck }: { deck: TLaidDeck }) {
  return <div className="deck-preview" data-slides={deck.slides.length} />
}
