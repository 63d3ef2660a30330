// The agreements' texts (platform spec §5), apart from their zod schema so the auth screens' first bundle has no zod.
export const AGREEMENT_MESSAGES = {
  required: 'Нужно согласие с политикой конфиденциальности и пользовательским соглашением',
  advertisingLabel: 'Хочу получать полезные уведомления, по делу и в разумных количествах',
} as const
