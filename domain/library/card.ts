// The short form of a library work every list shows (search results, category lists, similar works).
export type TLibraryCard = {
  slug: string
  title: string
  /** The beginning of the free shortened answer, for the list's preview line. */
  preview: string
  views: number
  typeSlug: string
  typeTitle: string
  subjectSlug: string
  subjectTitle: string
  href: string
}
