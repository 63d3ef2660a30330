// Measures the presentation tests check a deck by: the content slides of an outline, and how long speaker notes take.
import { countWords } from '../../domain/presentation/clip-text'

/** The content slides an outline holds: its subsections, over all its sections. */
export const countOutlineSlides = (o: readonly { subsections: readonly unknown[] }[]) => o.reduce((n, s) => n + s.subsections.length, 0)

/** How long the notes take to say, in seconds, at the pace domain/presentation/speaker-notes.ts assumes (2.1 words a second). */
export const speechSeconds = (notes: string) => countWords(notes) / 2.1
