import { useData } from 'vike-react/useData'
import { ReferatHead, subjectCrumbs } from '../referat-seo'
import type { TReferatCategoryData } from './+data'

export default function Head() {
  return <ReferatHead crumbs={subjectCrumbs(useData<TReferatCategoryData>().subject)} />
}
