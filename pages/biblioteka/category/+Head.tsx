import { useData } from 'vike-react/useData'
import { LibraryHead } from '../library-ui'
import type { TLibraryCategoryData } from './+data'

export default function Head() {
  return <LibraryHead canonical={useData<TLibraryCategoryData>().canonical} />
}
