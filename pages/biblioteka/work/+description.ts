import type { PageContext } from 'vike/types'
import type { TLibraryWorkData } from './+data'

/** The work's SEO text, else the start of its task. */
export default (pageContext: PageContext<TLibraryWorkData>) => {
  const d = pageContext.data
  if (!d) return null
  return d.seoText ?? (d.task.length > 180 ? `${d.task.slice(0, 180).replace(/\s+\S*$/, '')}…` : d.task)
}
