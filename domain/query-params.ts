// Every query parameter of platform.md §2 and orders.md §2: what it means and who reads it.
// Names stay exactly as the spec spells them (mixed camelCase and snake_case): old links carry them.

type TQueryParamArea = 'routing' | 'auth' | 'cabinet' | 'payment' | 'orders' | 'marketing'

export type TQueryParam = {
  meaning: string
  /** Where it is read. Parts not built yet name the screen that will read it. */
  readBy: string
  area: TQueryParamArea
  /** The spec names the parameter but not its meaning: the meaning here is read from the name and the screen. */
  inferred?: boolean
  /** Fixed values, where the spec gives them. */
  values?: readonly string[]
}

/** Browser storage keys the guard fills from the address (platform.md §3, local and session storage). */
export const STORAGE_KEYS = {
  entry: 'entry', // sessionStorage
  promoCode: 'promoCode', // localStorage
  referralId: 'referralId', // localStorage
  hidePhoneAuth: 'hidePhoneAuth', // localStorage
  user: 'user', // localStorage: JSON of the local user data (name, roleId, …)
  roleId: 'roleId', // localStorage: older clients kept the role id on its own
  // sessionStorage, under the parameters' own names: the address's trialKey, show_wof and newby, kept by the guard until
  // the visitor has signed in (issue 16; newby since issue 33: a guest's welcome link survives the sign-up)
  pendingTrialKey: 'trialKey',
  pendingShowWof: 'show_wof',
  pendingNewby: 'newby',
} as const

const GUARD = 'routing guard (islands/inline/guard.ts)'

/**
 * The registry: documentation kept as data so its test (query-params.test.ts) proves it names every parameter of the
 * spec's lists with a meaning and a reader. Nothing at run time reads it; each reader parses its own parameters.
 * @internal Only that test reads it: knip's production run ignores the tag (knip.jsonc).
 */
export const QUERY_PARAMS = {
  // ---- Routing and entry (platform.md §2 Routing guard, Query parameters) ------------------------
  entry: { meaning: 'entry source, stored once per session (sessionStorage entry); on a short link kept only if shorter than 20', readBy: `${GUARD}; short links (domain/short-links.ts)`, area: 'routing' },
  edugram_id: { meaning: 'partner (Edugram) visitor id: the entry source when there is no entry; hides the cookie notice on text-copilot', readBy: `${GUARD}; cookie notice`, area: 'routing' },
  from_admin: { meaning: 'an admin opened the client cabinet (impersonation): with the client role id stored, go to the client main page', readBy: GUARD, area: 'routing' },
  ref: { meaning: 'referral id of the inviting user, saved to localStorage referralId', readBy: GUARD, area: 'marketing' },
  offer: { meaning: 'promo code, saved to localStorage promoCode', readBy: GUARD, area: 'marketing' },
  geo: { meaning: 'visitor region; CIS hides phone sign-in (localStorage hidePhoneAuth)', readBy: `${GUARD}; auth screens`, area: 'auth', values: ['CIS'] },
  p: { meaning: 'not shown in the spec beyond its name', readBy: 'not shown', area: 'marketing' },
  utm_source: { meaning: 'campaign source, kept with the registration parameters', readBy: 'sign-in (getParamsWhenRegister)', area: 'marketing', inferred: true },
  utm_term: { meaning: 'campaign term, kept with the registration parameters', readBy: 'sign-in (getParamsWhenRegister)', area: 'marketing', inferred: true },
  newby: { meaning: 'a newly registered visitor: first-visit onboarding', readBy: 'dashboard, creation start pages', area: 'cabinet', inferred: true },
  balanceSidebarOpened: { meaning: 'opens the balance sidebar', readBy: 'ecosystem header', area: 'cabinet' },
  gbFeature: { meaning: 'feature flag override for an experiment', readBy: 'feature flags', area: 'cabinet', inferred: true },
  survioForm: { meaning: 'opens the survey (feedback) form', readBy: 'feedback popup', area: 'cabinet', inferred: true },
  show_wof: { meaning: 'opens the wheel of fortune; a guest\'s is kept (sessionStorage) until sign-in', readBy: `${GUARD}; wheel flags (islands/wheel/wheel-flags.ts)`, area: 'cabinet', inferred: true },
  message_id: { meaning: 'the notification or bot message the visitor came from', readBy: 'analytics on the opened page', area: 'cabinet', inferred: true },
  showFreeTokensPopup: { meaning: 'opens the free-tokens popup', readBy: 'wheel flags (islands/wheel/wheel-flags.ts)', area: 'cabinet', inferred: true },
  event_name: { meaning: 'experiment variant of a landing event', readBy: 'analytics', area: 'marketing', values: ['A', 'B'] },
  loading: { meaning: 'the page opens in its loading state (coming back from a long action)', readBy: 'dashboard', area: 'cabinet', inferred: true },

  // ---- Payment and subscription -------------------------------------------------------------------
  subscription: { meaning: 'opens the subscription offer', readBy: 'subscription, buy-subscription popup', area: 'payment', inferred: true },
  tariffGroup: { meaning: 'which tariff group to show', readBy: 'subscription, tariffs page', area: 'payment', inferred: true },
  selectedTariffId: { meaning: 'the initially selected tariff, read as a number', readBy: 'subscription', area: 'payment', inferred: true },
  amountTokens: { meaning: 'token amount preselected in the refill', readBy: 'refill balance popup', area: 'payment', inferred: true },
  showRefillBalancePopup: { meaning: 'opens the refill balance popup for the given product', readBy: 'task start (short links rb/a, rb/l)', area: 'payment', values: ['AI', 'library'] },
  isLoadingAfterPayment: { meaning: 'back from the bank: wait for the payment result', readBy: 'order wizards, subscription', area: 'payment', inferred: true },
  completedOrder: { meaning: 'the order just paid, to show its result', readBy: 'order wizards', area: 'payment', inferred: true },
  flow: { meaning: 'which purchase flow the visitor came back from', readBy: 'order wizards, payment result', area: 'payment', inferred: true },
  autoPayForAiOrder: { meaning: 'pay for the AI order right away once signed in', readBy: 'AI order', area: 'payment', inferred: true },
  tryPayReferat: { meaning: 'start paying for the referat right away', readBy: 'referat order', area: 'payment', inferred: true },

  // ---- Auth callbacks (platform.md §2 Auth callback parameters) -----------------------------------
  phoneNumber: { meaning: 'phone to prefill in phone sign-in', readBy: 'auth screens', area: 'auth', inferred: true },
  initialCode: { meaning: 'sign-in code to prefill', readBy: 'auth screens', area: 'auth', inferred: true },
  sendCodeOnce: { meaning: 'send the code once on open', readBy: 'auth screens', area: 'auth', inferred: true },
  auth_token: { meaning: 'ready api token handed over by another channel (bot, app)', readBy: 'auth screens', area: 'auth', inferred: true },
  auth_token_id: {
    meaning:
      'id of a pending token to exchange; lets a login-required route open without a stored token. Exchanged on the auth screen with the browser’s sign-in state; from another browser, or over another account, only after the person confirms',
    readBy: `${GUARD}; auth screens`,
    area: 'auth',
  },
  redirect: { meaning: 'the encoded full path to return to after sign-in', readBy: `auth screens (set by ${GUARD})`, area: 'auth' },
  a: { meaning: 'auth callback value, not shown beyond its name', readBy: 'auth screens', area: 'auth' },
  r: { meaning: 'auth callback value, not shown beyond its name', readBy: 'auth screens', area: 'auth' },
  email: { meaning: 'e-mail to prefill in e-mail sign-in', readBy: 'auth screens', area: 'auth', inferred: true },
  isTgAuthAvailable: { meaning: 'Telegram sign-in can be offered', readBy: 'auth screens', area: 'auth', inferred: true },
  state: { meaning: 'OAuth state (VK, Yandex)', readBy: 'OAuth callback', area: 'auth', inferred: true },
  code: { meaning: 'OAuth authorisation code', readBy: 'OAuth callback', area: 'auth', inferred: true },
  cid: { meaning: 'OAuth client or call id, not shown beyond its name', readBy: 'OAuth callback', area: 'auth' },

  // ---- Order products (orders.md §2) --------------------------------------------------------------
  topic: { meaning: 'topic to prefill on the text-work start (old essayTopic / essay_topic are renamed to it)', readBy: 'text-copilot start', area: 'orders' },
  'text-topic': { meaning: 'text topic to prefill', readBy: 'text-copilot start', area: 'orders', inferred: true },
  essayTopic: { meaning: 'old name of topic on /ecosystem/ai/text-copilot', readBy: 'redirects (domain/redirects.ts)', area: 'orders' },
  essay_topic: { meaning: 'old name of topic on /ecosystem/ai/text-copilot', readBy: 'redirects (domain/redirects.ts)', area: 'orders' },
  workTypeId: { meaning: 'work type to preselect', readBy: 'text-copilot start', area: 'orders', inferred: true },
  subject: { meaning: 'subject to preselect', readBy: 'creation start pages', area: 'orders', inferred: true },
  shouldCreateOrder: { meaning: 'create the order right away from the prefilled form', readBy: 'creation start pages', area: 'orders', inferred: true },
  retryOrderId: { meaning: 'the failed order to create again', readBy: 'creation start pages', area: 'orders', inferred: true },
  one_essay: { meaning: 'buy a single essay instead of a subscription', readBy: 'text-copilot payment', area: 'orders', values: ['yes'] },
  partnerAiReferatId: { meaning: 'partner AI essay id for the referat order', readBy: 'referat order', area: 'orders' },
  searchRefs: { meaning: 'open reference search', readBy: 'text-copilot references step', area: 'orders', inferred: true },
  search: { meaning: 'library search text', readBy: 'library search popup, /referat/search/', area: 'orders' },
  shouldGeneratePresentationForOrder: { meaning: 'generate the presentation for this order right away', readBy: 'slides-copilot order', area: 'orders', inferred: true },
  custom_text_title: { meaning: 'custom title of the text work', readBy: 'text-copilot start', area: 'orders', inferred: true },
  order_title: { meaning: 'order title to prefill', readBy: 'creation start pages', area: 'orders', inferred: true },
  order_subject_id: { meaning: 'order subject id to prefill', readBy: 'creation start pages', area: 'orders', inferred: true },
  trialKey: { meaning: 'trial credit key, redeemed once after sign-in; a guest\'s is kept (sessionStorage) until then', readBy: `${GUARD}; wheel flags (islands/wheel/wheel-flags.ts)`, area: 'orders', inferred: true },
  lw_open_first: { meaning: 'open the first library work', readBy: 'library order', area: 'orders', inferred: true },
  libraryWork: { meaning: 'slug of the library work to preselect («Получить полное решение» on a library work page)', readBy: 'task start', area: 'orders', inferred: true },
  librarySearchAiPopup: { meaning: 'opens the library search popup or a library work', readBy: 'task start', area: 'orders', values: ['openLibrarySearch', 'openLibraryWork'] },
  fileUrl: { meaning: 'a file to attach to the new order', readBy: 'task start, text recognition', area: 'orders', inferred: true },
} as const satisfies Record<string, TQueryParam>

// Not named by the spec, so not in the registry: the training-mode search text and flag, the payment-result parameter.
