// A referat as a list shows it (main page, search, subject list): read as a guest, so RLS shows only published ones.

export type TReferatCard = { id: string; slug: string; title: string; subjectTitle: string; subjectSlug: string; charactersCount: number; sourcesCount: number; isDemo: boolean }

export const REFERAT_CARD_COLUMNS = `r.id::text as id, r.slug, r.title, s.title as "subjectTitle", s.slug as "subjectSlug",
  r.characters_count as "charactersCount", r.sources_count as "sourcesCount", r.is_demo as "isDemo"`
