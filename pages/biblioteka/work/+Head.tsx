import { useData } from 'vike-react/useData'
import { LibraryHead } from '../library-ui'
import type { TLibraryWorkData } from './+data'

export default function Head() {
  return <LibraryHead canonical={useData<TLibraryWorkData>().canonical} />
}
