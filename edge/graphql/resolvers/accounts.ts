// Accounts resolvers (accounts.graphql): thin adapters over edge/accounts business functions.
import { getMe } from '../../accounts/get-me'
import { updateUserInformation } from '../../accounts/update-user-information'
import { updateUserReceiptFields } from '../../accounts/update-user-receipt-fields'
import { sendVerificationEmail } from '../../accounts/send-verification-email'
import { attachPhone } from '../../accounts/attach-phone'
import { saveTitlePageData } from '../../accounts/save-title-page-data'
import { getLastTitlePageData } from '../../accounts/get-last-title-page-data'
import { clientIp } from '../../auth/client-ip'
import { NOTIFICATION_CHANNELS } from '../../../domain/auth/profile'
import type { Resolvers } from '../generated/resolvers-types'

export const accountsResolvers: Resolvers = {
  Query: {
    me: (_root, _args, { deps, caller }) => getMe({ db: deps.db, caller }),
    lastTitlePageData: (_root, _args, { deps, caller }) => getLastTitlePageData({ db: deps.db, caller }),
    notificationChannels: () => [...NOTIFICATION_CHANNELS],
  },
  Mutation: {
    updateUserInformation: (_root, args, { deps, caller }) => updateUserInformation({ db: deps.db, caller, input: args }),
    sendVerificationEmail: (_root, _args, { deps, caller }) => sendVerificationEmail({ deps, caller }),
    updateUserReceiptFields: (_root, args, { deps, caller }) => updateUserReceiptFields({ db: deps.db, caller, input: args }),
    attachPhone: (_root, args, { deps, caller, headers }) => attachPhone({ deps, caller, ip: clientIp(headers), input: args }),
    createOrUpdateTitlePageData: (_root, { input }, { deps, caller }) => saveTitlePageData({ db: deps.db, caller, input }),
  },
}
