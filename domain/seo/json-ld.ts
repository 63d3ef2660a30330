// Structured data (schema.org JSON-LD) of the library and referat pages: the breadcrumb trail the page shows and
// the work itself as a LearningResource. Serialised for a <script type="application/ld+json"> element.
import { PRODUCT_NAME } from '../product'

export type TCrumb = { href?: string; label: string }

/** The visible breadcrumbs as a BreadcrumbList; the last crumb (the page itself, no link) points at the page's URL. */
export function breadcrumbListLd(origin: string, crumbs: TCrumb[], pageUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.label,
      item: c.href ? `${origin}${c.href}` : pageUrl,
    })),
  }
}

export type TLearningResource = {
  name: string
  description: string
  url: string
  /** «Школа», «Вуз»: who the work is for. */
  educationalLevel: string
  /** The subject's title. */
  subject: string
  /** «Решение задачи», «Реферат». */
  resourceType: string
  dateModified?: string | Date | null
}

export function learningResourceLd(r: TLearningResource) {
  const modified = r.dateModified ? new Date(r.dateModified) : null
  return {
    '@context': 'https://schema.org',
    '@type': 'LearningResource',
    name: r.name,
    description: r.description,
    url: r.url,
    inLanguage: 'ru',
    educationalLevel: r.educationalLevel,
    learningResourceType: r.resourceType,
    about: { '@type': 'Thing', name: r.subject },
    isAccessibleForFree: false,
    ...(modified && !Number.isNaN(modified.getTime()) ? { dateModified: modified.toISOString() } : {}),
    publisher: { '@type': 'Organization', name: PRODUCT_NAME },
  }
}

/**
 * JSON for the inside of a script element: `<`, `>` and `&` as \u escapes (still the same JSON), so no text of a
 * work — «</script>» in a title — can close the element or open a comment.
 */
export const jsonLdText = (value: unknown): string =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
