import { useData } from 'vike-react/useData'
import { LibraryHead, workCrumbs } from '../library-seo'
import type { TLibraryWorkData } from './+data'

export default function Head() {
  const work = useData<TLibraryWorkData>()
  return <LibraryHead crumbs={workCrumbs(work)} canonical={work.canonical} work={work} />
}
