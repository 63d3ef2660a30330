// Where wheel spins come from (orders.md is silent; this is our rule, and the rules page states it in these words):
// every signed-in client gets one welcome spin, once, and the extra-spins prizes add spins; −3 spins never takes the
// count below zero.

/** The grant reason of the welcome spin: (user, reason) is unique in public.wheel_spin_grants. */
export const WELCOME_SPIN_REASON = 'welcome'
export const WELCOME_SPINS = 1

/** The rules page's paragraph on spins (WHEEL_RULES_PATH). */
export const WHEEL_SPIN_RULES_TEXT =
  'Каждый зарегистрированный пользователь один раз получает одно приветственное вращение. ' +
  'Призы «+1 вращение», «+2 вращения» и «+3 вращения» добавляют вращения, приз «−3 вращения» отнимает до трёх вращений, ' +
  'но их число не становится меньше нуля. Результат каждого вращения определяет сервер; приз начисляется один раз. ' +
  'Промокод партнёра выпадает, только пока у партнёра есть свободные коды этого номинала.'
