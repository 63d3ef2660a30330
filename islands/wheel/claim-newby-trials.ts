// ?newby after a first sign-up: the welcome trial credits, once; when this visit granted them, the free-tokens popup
// says what they are for. A repeat (a reload, an old link) grants nothing and shows nothing.
import { gql } from '../graphql/client'
import { ClaimNewbyTrialsDocument } from '../graphql/generated/trials/graphql'

export async function claimNewbyTrials(): Promise<boolean> {
  try {
    return (await gql(ClaimNewbyTrialsDocument)).claimNewbyTrials.trialsGranted > 0
  } catch {
    // A restricted account or a network fault: the welcome gift is not worth an error toast on the first screen.
    return false
  }
}
