import type { PageContext } from 'vike/types'
import { workDescription } from '../library-seo'
import type { TLibraryWorkData } from './+data'

/** The work's SEO text, else the start of its task. */
export default (pageContext: PageContext<TLibraryWorkData>) => (pageContext.data ? workDescription(pageContext.data) : null)
