// The catalogue referat as the pages show it (orders.md §3 Referat); the edge reads these shapes from the database.

export type TReferatSection = { title: string; level: 1 | 2; text: string }

export type TReferatCard = { id: string; slug: string; title: string; subjectTitle: string; subjectSlug: string; charactersCount: number; sourcesCount: number; isDemo: boolean }

export type TReferatSubject = { slug: string; title: string; group: string; count: number }

export type TReferatPage = {
  id: string
  slug: string
  title: string
  topic: string
  pageTitle: string
  metaDescription: string
  subject: { slug: string; title: string }
  outline: { title: string; subchapters: { title: string }[] }[]
  /** The sections a guest reads: the introduction. */
  firstPart: TReferatSection[]
  /** GOST R 7.0.100-2018 lines. */
  references: string[]
  charactersCount: number
  sourcesCount: number
  /** Null while nothing measured it: the page then says nothing about uniqueness. */
  uniqueness: number | null
  isDemo: boolean
  updatedAt: string
}
