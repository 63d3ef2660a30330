// The /referat/{slug}/ guard of platform.md §2 and orders.md §2: one path segment, four meanings.

export type TReferatSlug =
  | { kind: 'main' }
  | { kind: 'search' }
  | { kind: 'detail'; slug: string; essayId: string }
  | { kind: 'category'; subjectSlug: string }

// Lazy text part, so the digits after the last hyphen are the id: `istoriya-2-veka-45` → 45.
const DETAIL = /^(.*?)-?(\d+)$/

/** Empty → main, `search` passes through, a slug ending in digits → detail, anything else → subject category. */
export function resolveReferatSlug(slug: string): TReferatSlug {
  if (slug === '') return { kind: 'main' }
  if (slug === 'search') return { kind: 'search' }
  const detail = DETAIL.exec(slug)
  if (detail) return { kind: 'detail', slug: detail[1] ?? '', essayId: detail[2] ?? '' }
  return { kind: 'category', subjectSlug: slug }
}
