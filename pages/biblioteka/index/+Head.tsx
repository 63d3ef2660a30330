import { useData } from 'vike-react/useData'
import { LibraryHead } from '../library-ui'
import type { TLibraryMainData } from './+data'

export default function Head() {
  const { canonical, search } = useData<TLibraryMainData>()
  return <LibraryHead canonical={canonical} noindex={search !== null} />
}
