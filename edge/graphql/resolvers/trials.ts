// Trial credit resolvers (trials.graphql): thin adapters over edge/trials business functions.
import { getBalance } from '../../money/get-balance'
import { redeemTrialKey } from '../../trials/redeem-trial-key'
import { claimNewbyTrials } from '../../trials/claim-newby-trials'
import { AppError } from '../../http/errors'
import type { Caller, Db } from '../../db/port'
import type { Resolvers } from '../generated/resolvers-types'

const balanceOf = async (db: Db, caller: Caller) => {
  const balance = await getBalance({ db, caller })
  if (!balance) throw new AppError('UNAUTHENTICATED')
  return balance
}

export const trialsResolvers: Resolvers = {
  Mutation: {
    redeemTrialKey: async (_root, { key }, { deps, caller }) => {
      await redeemTrialKey({ deps, caller, key })
      return balanceOf(deps.db, caller)
    },
    claimNewbyTrials: async (_root, _args, { deps, caller }) => {
      const { trialsGranted } = await claimNewbyTrials({ deps, caller })
      return { trialsGranted, balance: await balanceOf(deps.db, caller) }
    },
  },
}
