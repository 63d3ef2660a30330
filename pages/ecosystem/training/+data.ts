// Training mode exists only while its flag is on; otherwise this address is the not-found page. The start screen says
// what a reply costs, and that the built-in demo writer's replies are free.
import type { PageContextServer } from 'vike/types'
import { requireTrainingMode, type TTrainingFlagData } from '../../components/training-flag.server'
import { pageDeps } from '../../referat/page-deps.server'

export type Data = TTrainingFlagData & { aiDemo: boolean }

export default async function data(pageContext: PageContextServer): Promise<Data> {
  const flag = await requireTrainingMode(pageContext)
  return { ...flag, aiDemo: pageDeps(pageContext).deps.ports.ai.info.isDemo }
}
