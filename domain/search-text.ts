// The text of a search box as the database gets it (library and referat search; issue 11: bad input).

/** Control characters (Postgres refuses a NUL in text) and UTF-16 halves without their pair (a cut emoji, a forged URL). */
const UNSEARCHABLE = /[\u0000-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g

/** Trimmed, cut to `max` characters, without characters Postgres cannot take. */
export const cleanSearchText = (q: string | null | undefined, max: number) =>
  (q ?? '').replace(UNSEARCHABLE, ' ').trim().slice(0, max).replace(UNSEARCHABLE, '').trim()
