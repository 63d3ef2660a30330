// Sign-in resolvers (auth.graphql): thin adapters over edge/auth business functions.
import { requestAuthCode } from '../../auth/request-auth-code'
import { requestApiToken } from '../../auth/request-api-token'
import { requestTelegramApiToken } from '../../auth/request-telegram-api-token'
import { getAuthTokenById } from '../../auth/get-auth-token-by-id'
import { requestClientBotLink } from '../../auth/request-client-bot-link'
import { clientIp } from '../../auth/client-ip'
import { signOut } from '../../auth/sign-out'
import { signOutEverywhere } from '../../auth/sign-out-everywhere'
import type { Resolvers } from '../generated/resolvers-types'

type GetParamList = readonly { name: string; value: string }[] | null | undefined

/** GraphQL carries the page's query as a list of pairs; the domain schemas take an object. */
const withGetParams = <T extends { getParams?: GetParamList }>(args: T) => ({
  ...args,
  getParams: args.getParams ? Object.fromEntries(args.getParams.map((p) => [p.name, p.value])) : args.getParams,
})

export const authResolvers: Resolvers = {
  Mutation: {
    requestAuthCode: (_root, args, { deps, caller, headers }) =>
      requestAuthCode({ deps, caller, ip: clientIp(headers), input: withGetParams(args) }),
    requestApiToken: (_root, args, { deps, caller, headers }) => requestApiToken({ deps, caller, ip: clientIp(headers), userAgent: headers.get('user-agent'), input: args }),
    requestTelegramApiToken: (_root, args, { deps, caller, headers }) =>
      requestTelegramApiToken({ deps, caller, ip: clientIp(headers), userAgent: headers.get('user-agent'), input: args }),
    getAuthTokenById: (_root, args, { deps, caller }) => getAuthTokenById({ deps, caller, input: args }),
    requestClientBotLink: (_root, args, { deps, caller, headers }) =>
      requestClientBotLink({ deps, caller, ip: clientIp(headers), input: withGetParams(args) }),
    logout: (_root, _args, { deps, caller }) => signOut({ db: deps.db, caller }),
    logoutEverywhere: (_root, _args, { deps, caller }) => signOutEverywhere({ db: deps.db, caller }),
  },
}
