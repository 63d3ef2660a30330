import { useData } from 'vike-react/useData'
import { categoryCrumbs, LibraryHead } from '../library-seo'
import type { TLibraryCategoryData } from './+data'

export default function Head() {
  const { canonical, category } = useData<TLibraryCategoryData>()
  return <LibraryHead crumbs={categoryCrumbs(category)} canonical={canonical} />
}
