// Prize wheel resolvers (wheel.graphql): thin adapters over edge/wheel business functions.
import { getWheelOfFortune } from '../../wheel/get-wheel-of-fortune'
import { spinWheelOfFortune } from '../../wheel/spin-wheel-of-fortune'
import type { Resolvers } from '../generated/resolvers-types'

export const wheelResolvers: Resolvers = {
  Query: {
    wheelOfFortune: (_root, _args, { deps, caller }) => getWheelOfFortune({ db: deps.db, caller }),
  },
  Mutation: {
    spinWheelOfFortune: (_root, _args, { deps, caller }) => spinWheelOfFortune({ deps, caller }),
  },
}
