import { ReferatHead, searchCrumbs } from '../referat-seo'

export default function Head() {
  return <ReferatHead crumbs={searchCrumbs()} />
}
