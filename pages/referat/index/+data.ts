// Server data of /referat/ (route external-ai-essay__main): subjects with their referat counts and the newest referats.
import type { PageContextServer } from 'vike/types'
import { loadReferatMain } from '../../../edge/referats/load-referat-main'
import type { TReferatCard, TReferatSubject } from '../../../domain/referat/referat-types'
import { pageDeps } from '../page-deps.server'

export type TReferatMainData = { title: string; description: string; canonical: string; subjects: TReferatSubject[]; newest: TReferatCard[]; total: number }

export default async function data(pageContext: PageContextServer): Promise<TReferatMainData> {
  const { deps, origin } = pageDeps(pageContext)
  const { subjects, newest } = await loadReferatMain({ db: deps.db })
  return {
    title: 'Рефераты по предметам: примеры с планом и источниками — Кампус',
    description: 'Каталог рефератов по школьным и вузовским предметам: план, введение, список источников по ГОСТ и DOCX для скачивания.',
    canonical: `${origin}/referat/`,
    subjects,
    newest,
    total: subjects.reduce((n, s) => n + s.count, 0),
  }
}
