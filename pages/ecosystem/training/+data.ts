// Training mode exists only while its flag is on; otherwise this address is the not-found page.
import type { PageContextServer } from 'vike/types'
import { requireTrainingMode, type TTrainingFlagData } from '../../components/training-flag.server'

export type Data = TTrainingFlagData

export default function data(pageContext: PageContextServer): Promise<Data> {
  return requireTrainingMode(pageContext)
}
