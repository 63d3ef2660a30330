// The referat pages' breadcrumb trails (one list for the visible trail and its JSON-LD) and their structured data.
import { usePageContext } from 'vike-react/usePageContext'
import { breadcrumbListLd, learningResourceLd, type TCrumb } from '../../domain/seo/json-ld'
import { referatSubjectPath } from '../../domain/referat/referat-slug'
import type { TReferatPage } from '../../domain/referat/referat-types'
import { JsonLd } from '../components/json-ld'

const REFERATS: TCrumb = { href: '/referat/', label: 'Рефераты' }

export const searchCrumbs = (): TCrumb[] => [REFERATS, { label: 'Поиск' }]
export const subjectCrumbs = (subject: { title: string }): TCrumb[] => [REFERATS, { label: subject.title }]
export const referatCrumbs = (r: Pick<TReferatPage, 'title' | 'subject'>): TCrumb[] => [
  REFERATS,
  { href: referatSubjectPath(r.subject.slug), label: r.subject.title },
  { label: r.title },
]

/** BreadcrumbList of the trail and, on a referat's page, the referat as a LearningResource. */
export function ReferatHead({ crumbs, referat, description }: { crumbs: TCrumb[]; referat?: TReferatPage; description?: string }) {
  const pc = usePageContext()
  const canonical = (pc.data as { canonical: string }).canonical
  return (
    <>
      <JsonLd data={breadcrumbListLd(pc.siteOrigin ?? '', crumbs, canonical)} />
      {referat && (
        <JsonLd
          data={learningResourceLd({
            name: referat.title,
            description: description ?? referat.metaDescription,
            url: canonical,
            educationalLevel: 'Школа и вуз',
            subject: referat.subject.title,
            resourceType: 'Реферат',
            dateModified: referat.updatedAt,
          })}
        />
      )}
    </>
  )
}
