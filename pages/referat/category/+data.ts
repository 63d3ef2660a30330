// Server data of /referat/{subjectSlug}/ (route external-ai-essay__category): a page of the subject's referats;
// an unknown subject is the 404 page with a real 404 status.
import type { PageContextServer } from 'vike/types'
import { render } from 'vike/abort'
import { listSubjectReferats, type TSubjectReferats } from '../../../edge/referats/list-subject-referats'
import { referatSubjectPath } from '../../../domain/referat/referat-slug'
import { pageDeps } from '../page-deps.server'

export type TReferatCategoryData = TSubjectReferats & { title: string; description: string; canonical: string }

export default async function data(pageContext: PageContextServer): Promise<TReferatCategoryData> {
  const { deps, origin } = pageDeps(pageContext)
  const subjectSlug = pageContext.routeParams.subjectSlug ?? ''
  const page = Number(pageContext.urlParsed.search.page ?? '1')
  const list = await listSubjectReferats({ db: deps.db, subjectSlug, page })
  if (!list) throw render(404)
  const path = referatSubjectPath(list.subject.slug)
  return {
    ...list,
    title: `Рефераты по ${list.subject.titleDative}${list.page > 1 ? `, страница ${list.page}` : ''} — Кампус`,
    description: `Рефераты по ${list.subject.titleDative}: темы с планом, введением и списком источников по ГОСТ. Скачай в DOCX.`,
    canonical: `${origin}${path}${list.page > 1 ? `?page=${list.page}` : ''}`,
  }
}
