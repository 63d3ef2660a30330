// Server data of the task-solving landing (route library-external__task-solving): the library's subjects for the form.
import type { PageContextServer } from 'vike/types'
import { listSubjects } from '../../../edge/subjects/list-subjects'
import { canonicalUrl, libraryDeps } from '../library-deps.server'

export type TTaskLandingData = { subjects: { slug: string; title: string }[]; canonical: string }

export default async function data(pageContext: PageContextServer): Promise<TTaskLandingData> {
  const { db } = libraryDeps(pageContext)
  const subjects = await listSubjects({ db, type: 'library' })
  return { subjects: subjects.map((s) => ({ slug: s.slug, title: s.title })), canonical: canonicalUrl(pageContext, '/biblioteka/reshenie-zadach/') }
}
