// The route table of platform.md §2 and orders.md §2: every page's name, path, access rule and layout.
// Pages, the redirect resolver, the login guard and the cookie-notice rules all read it from here.

import { LEGAL_DOCUMENTS, legalDocPath } from './legal/documents'
import { WHEEL_RULES_PATH } from './wheel/prizes'

/**
 * The public price list's address (route ecosystem-common__docs-prices). Here and not in domain/money/price-list.ts:
 * this table ships with every page's bundle, and the price list would bring every product's status tables with it.
 */
export const PRICES_PATH = '/ecosystem/docs/prices'

type Access = 'open' | 'login'
export type LayoutName = 'empty' | 'base' | 'landing' | 'ecosystem'
/**
 * `ready` pages have their own Vike page. `soon` marks a route the table names before its page exists; there is no
 * shared coming-soon page any more, so such a route would answer 404 — route-match.test.ts keeps the table free of them.
 */
type Build = 'ready' | 'soon'

export type RouteDef = {
  name: string
  /**
   * `@param` for one segment. A path matches with or without its trailing slash (domain/route-match.ts);
   * the spelling here is the canonical one, the other is moved to it with 301 (domain/redirects.ts).
   */
  path: string
  access: Access
  layout: LayoutName
  title: string
  build: Build
  /** The route's own entry source, recorded when the address has no `entry` and no edugram id. */
  entry?: string
  /** The route of the mobile web-app that shows the same page. */
  webapp?: boolean
}

const r = (name: string, path: string, title: string, o: Partial<Omit<RouteDef, 'name' | 'path' | 'title'>> = {}): RouteDef => ({
  name,
  path,
  title,
  access: o.access ?? 'open',
  layout: o.layout ?? 'landing',
  build: o.build ?? 'soon',
  ...(o.entry ? { entry: o.entry } : {}),
  ...(o.webapp ? { webapp: true } : {}),
})

const eco = (name: string, path: string, title: string, o: Partial<Omit<RouteDef, 'name' | 'path' | 'title'>> = {}) =>
  r(name, path, title, { layout: 'ecosystem', ...o })

export const MARKETING_CONTEXT_TYPES = ['referat', 'sochinenye', 'esse', 'doklad', 'project', 'kursovaya', 'statya', 'project_ai'] as const
export const THANKS_PAGES = ['personal-1', 'personal-2', 'personal-3', 'personal-4', 'personal-5'] as const

export const ROUTES: readonly RouteDef[] = [
  // ---- Landing (guest-accessible) -------------------------------------------------------------
  r('main', '/', 'Кампус — помощь с учёбой', { build: 'ready', entry: 'main' }),
  r('faq', '/faq', 'Частые вопросы', { entry: 'faq', build: 'ready' }),
  r('contacts', '/contacts', 'Контакты', { entry: 'contacts', build: 'ready' }),
  r('gpt-bot', '/gpt-bot/@id', 'ИИ-бот', { entry: 'gpt-bot', build: 'ready' }),
  r('library-external__main', '/biblioteka/', 'Библиотека готовых работ', { entry: 'library', build: 'ready' }),
  r('library-external__task-solving', '/biblioteka/reshenie-zadach/', 'Решение задач', { entry: 'library', build: 'ready' }),
  r('library-external__category', '/biblioteka/@typeSlug/@subjectSlug/', 'Готовые работы', { entry: 'library', build: 'ready' }),
  r('library-external__category-work-detail', '/biblioteka/@typeSlug/@subjectSlug/@workSlug/', 'Готовая работа', { entry: 'library', build: 'ready' }),
  r('external-ai-essay__main', '/referat/', 'Рефераты', { entry: 'referat', build: 'ready' }),
  r('external-ai-essay__search', '/referat/search/', 'Поиск рефератов', { entry: 'referat', build: 'ready' }),
  r('external-ai-essay__category', '/referat/@subjectSlug/', 'Рефераты по предмету', { entry: 'referat', build: 'ready' }),
  // One segment `{slug}-{essayId}`: the /referat/{slug}/ guard (domain/referat-guard.ts) tells detail from category.
  r('external-ai-essay__detail', '/referat/@slugWithId/', 'Реферат', { entry: 'referat', build: 'ready' }),
  r('marketing__context', '/m/context/@type', 'Помощь с учебной работой', { entry: 'marketing', build: 'ready' }),
  r('thanks', '/thanks', 'Спасибо!', { build: 'ready' }),
  ...THANKS_PAGES.map((p) => r(`thanks__${p}`, `/thanks/${p}`, 'Спасибо!', { build: 'ready' })),
  r('exam', '/exam', 'Экзамен', { entry: 'exam', build: 'ready' }),
  // An exam order: its tickets one by one, payment and the DOCX (domain/exam/order-statuses.ts).
  r('exam__order', '/exam/@unifiedOrderId', 'Билеты', { access: 'login', layout: 'ecosystem', build: 'ready' }),
  r('email-unsubscribe', '/email-unsubscribe', 'Отписка от рассылки', { layout: 'base', build: 'ready' }),
  r('payment-tariffs', '/b/payment', 'Тарифы', { entry: 'tariffs', build: 'ready' }),
  r('not-found', '/not-found', 'Страница не найдена', { build: 'ready', layout: 'base' }),
  r('ui-kit', '/ui-kit', 'UI-кит', { access: 'login', layout: 'base', build: 'ready' }),
  // The back-office (issue 17): empty shells for everyone; their islands show the panel to an administrator only
  // (role 4 and the second factor, edge/admin), the not-found text to anyone else.
  r('admin-home', '/admin', 'Кампус', { layout: 'base', build: 'ready' }),
  r('admin-audit', '/admin/audit', 'Кампус', { layout: 'base', build: 'ready' }),
  r('admin-analytics', '/admin/analytics', 'Кампус', { layout: 'base', build: 'ready' }),
  r('admin-library', '/admin/library', 'Кампус', { layout: 'base', build: 'ready' }),
  r('admin-referats', '/admin/referats', 'Кампус', { layout: 'base', build: 'ready' }),
  r('admin-subjects', '/admin/subjects', 'Кампус', { layout: 'base', build: 'ready' }),
  r('admin-format-profiles', '/admin/format-profiles', 'Кампус', { layout: 'base', build: 'ready' }),
  r('admin-alerts', '/admin/alerts', 'Кампус', { layout: 'base', build: 'ready' }),
  r('admin-complaints', '/admin/complaints', 'Кампус', { layout: 'base', build: 'ready' }),
  r('admin-feedback', '/admin/feedback', 'Кампус', { layout: 'base', build: 'ready' }),
  r('admin-tariffs', '/admin/tariffs', 'Кампус', { layout: 'base', build: 'ready' }),
  r('admin-coupons', '/admin/coupons', 'Кампус', { layout: 'base', build: 'ready' }),
  r('admin-influencers', '/admin/influencers', 'Кампус', { layout: 'base', build: 'ready' }),
  r('admin-wheel', '/admin/wheel', 'Кампус', { layout: 'base', build: 'ready' }),
  r('admin-experiments', '/admin/experiments', 'Кампус', { layout: 'base', build: 'ready' }),
  r('admin-payment-notifications', '/admin/payment-notifications', 'Кампус', { layout: 'base', build: 'ready' }),
  r('admin-users', '/admin/users', 'Кампус', { layout: 'base', build: 'ready' }),
  r('admin-user', '/admin/users/@id', 'Кампус', { layout: 'base', build: 'ready' }),
  r('admin-impersonate', '/admin/impersonate', 'Кампус', { layout: 'base', build: 'ready' }),

  // ---- Ecosystem: common ----------------------------------------------------------------------
  eco('ecosystem-common__dashboard', '/ecosystem', 'Кабинет', { build: 'ready', entry: 'dashboard', webapp: true }),
  eco('ecosystem-common__auth', '/ecosystem/auth', 'Вход', { layout: 'base', build: 'ready' }),
  eco('ecosystem-common__my-orders', '/ecosystem/my-orders', 'Мои задания', { access: 'login', webapp: true, build: 'ready' }),
  eco('ecosystem-common__subscription', '/ecosystem/subscription', 'Подписка', { access: 'login', build: 'ready' }),
  eco('ecosystem-common__faq', '/ecosystem/faq', 'Частые вопросы', { build: 'ready' }),
  eco('ecosystem-common__profile', '/ecosystem/profile', 'Профиль', { access: 'login', webapp: true, build: 'ready' }),
  eco('ecosystem-common__block-screen', '/ecosystem/block-screen', 'Доступ ограничен', { layout: 'base', build: 'ready' }),
  eco('ecosystem-common__docs', '/ecosystem/docs', 'Документы', { build: 'ready' }),
  eco('ecosystem-common__docs-about-payment', '/ecosystem/docs/about-payment', 'Об оплате', { build: 'ready' }),
  // The public price list (issue 33 «Prices up front»), generated from the prices the server charges.
  eco('ecosystem-common__docs-prices', PRICES_PATH, 'Цены', { build: 'ready' }),
  // The prize wheel's rules (issue 16; orders.md §5 «rules document at a public docs path»).
  eco('ecosystem-common__docs-wheel-rules', WHEEL_RULES_PATH, 'Правила колеса фортуны', { build: 'ready' }),
  // The legal documents, one page each (domain/legal/documents.ts), rendered by pages/ecosystem/docs/document.
  ...LEGAL_DOCUMENTS.map((d) => eco(`ecosystem-common__docs-${d.slug}`, legalDocPath(d.slug), d.title, { build: 'ready' })),
  eco('ecosystem-common__friends', '/ecosystem/friends', 'Бонусный кабинет', { access: 'login', webapp: true, build: 'ready' }),

  // ---- Ecosystem: products (orders.md §2) -------------------------------------------------------
  eco('ecosystem-text-copilot__start', '/ecosystem/text-copilot', 'Создать текст', { entry: 'text-copilot', build: 'ready' }),
  eco('ecosystem-text-copilot__order', '/ecosystem/text-copilot/@unifiedOrderId', 'Текстовая работа', { build: 'ready' }),
  // The work's edit history, printable for a teacher (issue 13); like the order page, its owner may be a guest.
  eco('ecosystem-text-copilot__history', '/ecosystem/text-copilot/@unifiedOrderId/history', 'История работы', { build: 'ready' }),
  eco('ecosystem-task__start', '/ecosystem/task-solver', 'Решить задачу', { entry: 'task-solver', build: 'ready' }),
  eco('ecosystem-task__order', '/ecosystem/task-solver/@unifiedOrderId', 'Задание', { access: 'login', build: 'ready' }),
  eco('ecosystem-task__preview', '/ecosystem/task-solver/preview/@unifiedOrderId', 'Предпросмотр задания', { build: 'ready' }),
  // The AI start: the task start form asking the AI straight away (/api/unified-order/create).
  eco('ecosystem-ai__start', '/ecosystem/ai', 'Спросить ИИ', { entry: 'ai', build: 'ready' }),
  eco('ecosystem-ai__order', '/ecosystem/ai/@unifiedOrderId', 'Ответ ИИ', { build: 'ready' }),
  // The advanced AI order (unified type 7): an answer grounded in found sources (GraphQL createAdvancedAiOrder), asked
  // on its start screen.
  eco('ecosystem-advanced-ai__start', '/ecosystem/advanced-ai', 'Ответ ИИ по источникам', { build: 'ready' }),
  eco('ecosystem-advanced-ai__order', '/ecosystem/advanced-ai/@unifiedOrderId', 'Ответ ИИ по источникам', { build: 'ready' }),
  eco('ecosystem-library__order', '/ecosystem/library/@unifiedOrderId', 'Работа из библиотеки', { access: 'login', build: 'ready' }),
  // «Получить полное решение» of a library work: makes (or finds) the client's order and opens it.
  eco('ecosystem-library__buy', '/ecosystem/library/buy/@workSlug', 'Получить полное решение', { access: 'login', build: 'ready' }),
  // The order id is optional; the partner essay id comes from the query (partnerAiReferatId).
  eco('ecosystem-referat__new', '/ecosystem/referat', 'Реферат', { access: 'login', build: 'ready' }),
  eco('ecosystem-referat__order', '/ecosystem/referat/@unifiedOrderId', 'Реферат', { access: 'login', build: 'ready' }),
  eco('ecosystem-slides-copilot__start', '/ecosystem/slides-copilot', 'Создать презентацию', { entry: 'slides-copilot', webapp: true, build: 'ready' }),
  eco('ecosystem-slides-copilot__order', '/ecosystem/slides-copilot/@unifiedOrderId', 'Презентация', { webapp: true, build: 'ready' }),
  // Training mode (orders.md §1, §4, §7): the task list and a new task; a guest sees the page, starting asks to sign in.
  // A student's own file checked for «уникальность» against every text the service holds (issue 36).
  eco('ecosystem-originality__check', '/ecosystem/originality', 'Проверка уникальности', { build: 'ready' }),
  // A student's own DOCX checked against GOST 7.32 (нормоконтроль, issue 37).
  eco('ecosystem-format-check__check', '/ecosystem/format-check', 'Нормоконтроль', { build: 'ready' }),
  eco('ecosystem-training__start', '/ecosystem/training', 'Тренировка с репетитором', { entry: 'training', build: 'ready' }),
  eco('ecosystem-training__task', '/ecosystem/training/@taskUuid', 'Тренировка с репетитором', { access: 'login', build: 'ready' }),

  // ---- Mobile web-app: the same pages under /webapp ---------------------------------------------
  eco('webapp-main', '/webapp', 'Кабинет', { entry: 'webapp', build: 'ready' }),
  eco('webapp-profile', '/webapp/profile', 'Профиль', { access: 'login', build: 'ready' }),
  eco('webapp-orders', '/webapp/orders', 'Мои задания', { access: 'login', build: 'ready' }),
  eco('webapp-friends', '/webapp/friends', 'Бонусный кабинет', { access: 'login', build: 'ready' }),
  eco('webapp-presentations-start', '/webapp/presentations', 'Создать презентацию', { entry: 'webapp', build: 'ready' }),
  eco('webapp-presentation-order', '/webapp/presentations/@unifiedOrderId', 'Презентация', { build: 'ready' }),
]

const BY_NAME = new Map(ROUTES.map((route) => [route.name, route]))

export type RouteName = string

export function routeByName(name: RouteName): RouteDef {
  const route = BY_NAME.get(name)
  if (!route) throw new Error(`Unknown route name "${name}"`)
  return route
}

export const CLIENT_ROLE_ID = 1
/** The client's main page (platform.md §3 Roles: client → dashboard). */
export const CLIENT_MAIN_PATH = '/ecosystem'
export const AUTH_PATH = '/ecosystem/auth'
