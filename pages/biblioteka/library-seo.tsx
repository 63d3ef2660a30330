// The library pages' breadcrumb trails (one list for the visible trail and its JSON-LD) and their structured data.
import type { TCrumb } from '../../domain/seo/json-ld'
import { breadcrumbListLd, learningResourceLd } from '../../domain/seo/json-ld'
import { JsonLd } from '../components/json-ld'
import { usePageContext } from 'vike-react/usePageContext'

const HOME: TCrumb = { href: '/', label: 'Главная' }
/** What the trails and the LearningResource read of a category (edge/library/find-library-category.ts). */
type TLibraryCategory = { typeTitle: string; typeSingular: string; subjectTitle: string }

const LIBRARY: TCrumb = { href: '/biblioteka/', label: 'Библиотека' }

export const libraryMainCrumbs = (): TCrumb[] => [HOME, { label: 'Библиотека' }]
export const taskLandingCrumbs = (): TCrumb[] => [HOME, LIBRARY, { label: 'Решение задач' }]
export const categoryCrumbs = (c: TLibraryCategory): TCrumb[] => [HOME, LIBRARY, { label: `${c.typeTitle}: ${c.subjectTitle}` }]
export const workCrumbs = (w: { title: string; listHref: string; category: TLibraryCategory }): TCrumb[] => [
  HOME,
  LIBRARY,
  { href: w.listHref, label: `${w.category.typeTitle}: ${w.category.subjectTitle}` },
  { label: w.title },
]

/** The work's SEO text, else the start of its task: the meta description and the LearningResource's. */
export function workDescription(w: { seoText: string | null; task: string }): string {
  return w.seoText ?? (w.task.length > 180 ? `${w.task.slice(0, 180).replace(/\s+\S*$/, '')}…` : w.task)
}

type TWorkFacts = { title: string; seoText: string | null; task: string; level: 'school' | 'university'; category: TLibraryCategory }

/** BreadcrumbList of the trail and, on a work's page, the work as a LearningResource. */
export function LibraryHead({ crumbs, canonical, work }: { crumbs: TCrumb[]; canonical: string; work?: TWorkFacts }) {
  const origin = usePageContext().siteOrigin ?? ''
  return (
    <>
      <JsonLd data={breadcrumbListLd(origin, crumbs, canonical)} />
      {work && (
        <JsonLd
          data={learningResourceLd({
            name: work.title,
            description: workDescription(work),
            url: canonical,
            educationalLevel: work.level === 'school' ? 'Школа' : 'Вуз',
            subject: work.category.subjectTitle,
            resourceType: work.category.typeSingular,
          })}
        />
      )}
    </>
  )
}
