// The columns of a referat card (domain/referat/referat-types.ts TReferatCard) for the list queries, read as a guest,
// so RLS shows only published referats.

export const REFERAT_CARD_COLUMNS = `r.id::text as id, r.slug, r.title, s.title as "subjectTitle", s.slug as "subjectSlug",
  r.characters_count as "charactersCount", r.sources_count as "sourcesCount", r.is_demo as "isDemo"`
