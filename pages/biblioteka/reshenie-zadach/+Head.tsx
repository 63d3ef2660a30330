import { useData } from 'vike-react/useData'
import { LibraryHead, taskLandingCrumbs } from '../library-seo'
import type { TTaskLandingData } from './+data'

export default function Head() {
  return <LibraryHead crumbs={taskLandingCrumbs()} canonical={useData<TTaskLandingData>().canonical} />
}
