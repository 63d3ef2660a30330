import type { PageContext } from 'vike/types'

export default (pageContext: PageContext) => (pageContext.data as { title: string }).title
