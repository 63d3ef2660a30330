import { useData } from 'vike-react/useData'
import { LibraryHead, libraryMainCrumbs } from '../library-seo'
import type { TLibraryMainData } from './+data'

export default function Head() {
  return <LibraryHead crumbs={libraryMainCrumbs()} canonical={useData<TLibraryMainData>().canonical} />
}
