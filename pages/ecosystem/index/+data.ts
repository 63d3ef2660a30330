// Offers training mode only while its flag is on (a link to a page that 404s would be a dead end).
import type { PageContextServer } from 'vike/types'
import { trainingFlagData, type TTrainingFlagData } from '../../components/training-flag.server'

export type Data = TTrainingFlagData

export default function data(pageContext: PageContextServer): Promise<Data> {
  return trainingFlagData(pageContext)
}
