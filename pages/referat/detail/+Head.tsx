import { useData } from 'vike-react/useData'
import { referatCrumbs, ReferatHead } from '../referat-seo'
import type { TReferatDetailData } from './+data'

export default function Head() {
  const { referat, description } = useData<TReferatDetailData>()
  return <ReferatHead crumbs={referatCrumbs(referat)} referat={referat} description={description} />
}
