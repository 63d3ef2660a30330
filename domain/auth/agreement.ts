// The sign-up agreements (platform spec §5): privacy policy and terms required, advertising optional.
import { z } from 'zod'
import { AGREEMENT_MESSAGES } from './agreement-messages'

export const ZAgreement = z.literal(true, { error: AGREEMENT_MESSAGES.required })

export const ZAuthAgreements = z.object({
  agreement: ZAgreement,
  subscribeToAdvertising: z.boolean().default(false),
})

