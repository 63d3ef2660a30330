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
  // sessionStorage, under its own name too: the address's p (placement), kept by the guard so the landing's placement
  // goes with a later sign-up's registration params (issue 33; islands/auth/sign-up-get-params.ts)
  pendingPlacement: 'p',
  // sessionStorage, one per offer: the promo subscription popup was shown this session (islands/money/promo-subscription-popup.tsx)
  promoPopupShownPrefix: 'promoPopupShown.',
} as const

/**
 * platform.md §2 `p`, the placement (partner or ad slot) id: 1–64 of letters, digits, _ and -. One rule for the landing
 * view (islands/inline/page-view.ts), the sign-up params the browser sends and the server keeps (ZGetParams).
 */
export const PLACEMENT_PATTERN = /^[\w-]{1,64}$/

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
  p: { meaning: 'the placement (partner or ad slot) id, 1–64 of letters, digits, _ and -, recorded as placement with the landing view; kept for the session (sessionStorage p) and sent with a sign-up\'s registration parameters (getParamsWhenRegister), a malformed one dropped', readBy: `landing view event (islands/inline/page-view.ts); ${GUARD}; sign-in (islands/auth/sign-up-get-params.ts)`, area: 'marketing', inferred: true },
  utm_source: { meaning: 'campaign source, kept with the registration parameters', readBy: 'sign-in (getParamsWhenRegister)', area: 'marketing', inferred: true },
  utm_term: { meaning: 'campaign term, kept with the registration parameters', readBy: 'sign-in (getParamsWhenRegister)', area: 'marketing', inferred: true },
  newby: { meaning: 'a newly registered visitor: first-visit onboarding', readBy: 'dashboard, creation start pages', area: 'cabinet', inferred: true },
  balanceSidebarOpened: { meaning: 'opens the balance sidebar', readBy: 'ecosystem header', area: 'cabinet' },
  gbFeature: { meaning: 'feature flag override for an experiment', readBy: 'feature flags', area: 'cabinet', inferred: true },
  survioForm: { meaning: 'opens the survey (feedback) form', readBy: 'feedback popup', area: 'cabinet', inferred: true },
  show_wof: { meaning: 'opens the wheel of fortune; a guest\'s is kept (sessionStorage) until sign-in', readBy: `${GUARD}; wheel flags (islands/wheel/wheel-flags.ts)`, area: 'cabinet', inferred: true },
  message_id: { meaning: 'the notification or bot message the visitor came from', readBy: 'analytics on the opened page', area: 'cabinet', inferred: true },
  showFreeTokensPopup: { meaning: 'opens the free-tokens popup', readBy: 'wheel flags (islands/wheel/wheel-flags.ts)', area: 'cabinet', inferred: true },
  event_name: { meaning: 'experiment variant of a landing event, recorded as event_variant with the landing view; other values dropped', readBy: 'landing view event (islands/inline/page-view.ts)', area: 'marketing', values: ['A', 'B'] },
  loading: { meaning: 'the dashboard shows «Загружаем твои данные…» until the client\'s orders arrive (back from a long action), then drops the parameter', readBy: 'dashboard (islands/quick-menu/dashboard-flags.tsx)', area: 'cabinet', inferred: true },

  // ---- Payment and subscription -------------------------------------------------------------------
  subscription: { meaning: 'opens the subscription offer', readBy: 'subscription, buy-subscription popup', area: 'payment', inferred: true },
  tariffGroup: { meaning: 'which tariff group to show', readBy: 'subscription, tariffs page', area: 'payment', inferred: true },
  selectedTariffId: { meaning: 'the initially selected tariff, read as a number', readBy: 'subscription', area: 'payment', inferred: true },
  amountTokens: { meaning: 'token amount preselected in the refill', readBy: 'refill balance popup', area: 'payment', inferred: true },
  showRefillBalancePopup: { meaning: 'opens the refill balance popup for the given product', readBy: 'task start (short links rb/a, rb/l)', area: 'payment', values: ['AI', 'library'] },
  isLoadingAfterPayment: { meaning: 'back from the bank: wait for the payment result', readBy: 'order wizards, subscription', area: 'payment', inferred: true },
  completedOrder: { meaning: 'the unified order just paid (the payment-result context\'s order id): the dashboard shows the client\'s own order on top («Заказ готов», «Заказ оплачен» or «Заказ в работе») with «Открыть заказ»; another\'s id shows nothing', readBy: 'dashboard (islands/quick-menu/completed-order.tsx); payment return (islands/money/payment-context.ts)', area: 'payment', inferred: true },
  flow: { meaning: 'which purchase flow the visitor came back from', readBy: 'payment return (islands/money/payment-context.ts), dashboard', area: 'payment', inferred: true, values: ['refill', 'order-refill', 'subscription', 'order'] },
  autoPayForAiOrder: { meaning: 'pay for the AI order right away once signed in', readBy: 'AI order', area: 'payment', inferred: true },
  tryPayReferat: { meaning: 'start paying for the referat right away', readBy: 'referat order', area: 'payment', inferred: true },

  // ---- Auth callbacks (platform.md §2 Auth callback parameters) -----------------------------------
  phoneNumber: { meaning: 'opens the phone step with the number prefilled, normalised and checked as typed (an invalid one is shown, never sent); never kept with the sign-up parameters', readBy: 'auth screens (domain/auth/auth-link.ts)', area: 'auth', inferred: true },
  initialCode: { meaning: 'with a valid phoneNumber or email, the code step opens with these 4 digits; it signs in by itself only if this browser asked for that address\'s code, else on «Войти»; removed from the address at once', readBy: 'auth screens (islands/auth/auth-link-run.ts)', area: 'auth', inferred: true },
  sendCodeOnce: { meaning: 'with a valid phoneNumber or email, the code goes out once when the required agreement is ticked (never before consent); a reload within the resend pause sends nothing', readBy: 'auth screens (islands/auth/codes-sent.ts)', area: 'auth', inferred: true },
  auth_token: { meaning: 'ready api token handed over by another channel (bot, app): removed from the address at once, checked with the server, used only after the person confirms «Войти по ссылке?», and then traded for a token that never binds this browser\'s guest rows (POST /api/auth/handed-over-token); a bad one says the link is out of date', readBy: 'auth screens (islands/auth/auth-link-run.ts)', area: 'auth', inferred: true },
  auth_token_id: {
    meaning:
      'id of a pending token to exchange; lets a login-required route open without a stored token. Exchanged on the auth screen with the browser’s sign-in state; from another browser, or over another account, only after the person confirms',
    readBy: `${GUARD}; auth screens`,
    area: 'auth',
  },
  redirect: { meaning: 'the encoded full path to return to after sign-in', readBy: `auth screens (set by ${GUARD})`, area: 'auth' },
  a: { meaning: 'opens that way of signing in directly (a contact parameter takes precedence)', readBy: 'auth screens (domain/auth/auth-link.ts)', area: 'auth', inferred: true, values: ['phone', 'email', 'telegram', 'yandex', 'vk'] },
  r: { meaning: 'short alias of redirect, with the same same-site check; redirect wins when both are good', readBy: 'auth screens (domain/auth/auth-link.ts)', area: 'auth', inferred: true },
  email: { meaning: 'opens the e-mail step with the address prefilled (an invalid one is shown, never sent); never kept with the sign-up parameters', readBy: 'auth screens (domain/auth/auth-link.ts)', area: 'auth', inferred: true },
  isTgAuthAvailable: { meaning: 'false or 0 hides Telegram sign-in (and a=telegram); otherwise as usual', readBy: 'auth screens (domain/auth/auth-link.ts)', area: 'auth', inferred: true },
  state: { meaning: 'OAuth state (VK, Yandex)', readBy: 'OAuth callback', area: 'auth', inferred: true },
  code: { meaning: 'OAuth authorisation code', readBy: 'OAuth callback', area: 'auth', inferred: true },
  cid: { meaning: 'campaign or click id, kept with the registration parameters (getParamsWhenRegister) as utm_source is', readBy: 'sign-in (islands/auth/sign-up-get-params.ts)', area: 'marketing', inferred: true },

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
  shouldGeneratePresentationForOrder: { meaning: 'names this page\'s order (its id, unified id, or 1/true): a signed-in client\'s paid outline starts writing slides at once, an unpaid one opens «Продолжить»\'s popup (a link never spends tokens without a click); dropped from the address first', readBy: 'slides-copilot order (islands/presentation/generate-flag.ts)', area: 'orders', inferred: true },
  custom_text_title: { meaning: 'custom title of the text work', readBy: 'text-copilot start', area: 'orders', inferred: true },
  order_title: { meaning: 'order title to prefill', readBy: 'creation start pages', area: 'orders', inferred: true },
  order_subject_id: { meaning: 'order subject id to prefill', readBy: 'creation start pages', area: 'orders', inferred: true },
  trialKey: { meaning: 'trial credit key, redeemed once after sign-in; a guest\'s is kept (sessionStorage) until then', readBy: `${GUARD}; wheel flags (islands/wheel/wheel-flags.ts)`, area: 'orders', inferred: true },
  lw_open_first: { meaning: 'open the first library work', readBy: 'library order', area: 'orders', inferred: true },
  libraryWork: { meaning: 'slug of the library work to preselect («Получить полное решение» on a library work page)', readBy: 'task start', area: 'orders', inferred: true },
  librarySearchAiPopup: { meaning: 'opens the library search popup or a library work', readBy: 'task start', area: 'orders', values: ['openLibrarySearch', 'openLibraryWork'] },
  fileUrl: { meaning: 'a same-origin path of the client\'s own file routes (their uploaded workbook, their orders\' downloads), fetched by the browser with the client\'s token and attached; anything else is refused in Russian and never fetched (no server-side fetch)', readBy: 'task start (islands/task/file-url.ts)', area: 'orders', inferred: true },
} as const satisfies Record<string, TQueryParam>

// Not named by the spec, so not in the registry: the training-mode search text and flag. The payment-result context's
// other names (orderType, hadSub, tariff, priceView) travel with payment-result and are read in islands/money/payment-context.ts.
