import { useData } from 'vike-react/useData'
import { LibraryHead } from '../library-ui'
import type { TTaskLandingData } from './+data'

export default function Head() {
  return <LibraryHead canonical={useData<TTaskLandingData>().canonical} />
}
