// The back-office's sections, in the order of its menu. A section joins the menu only once its page is built
// (`ready`), so the panel never links to an address that does not exist.
export type TAdminSection = { key: string; title: string; path: string; group: 'Контент' | 'Деньги' | 'Люди' | 'Команда'; ready: boolean }

export const ADMIN_SECTIONS = [
  { key: 'library', title: 'Библиотека', path: '/admin/library', group: 'Контент', ready: true },
  { key: 'referats', title: 'Рефераты', path: '/admin/referats', group: 'Контент', ready: true },
  { key: 'subjects', title: 'Предметы', path: '/admin/subjects', group: 'Контент', ready: true },
  { key: 'format-profiles', title: 'Профили оформления', path: '/admin/format-profiles', group: 'Контент', ready: true },
  { key: 'tariffs', title: 'Тарифы и пакеты', path: '/admin/tariffs', group: 'Деньги', ready: true },
  { key: 'coupons', title: 'Купоны', path: '/admin/coupons', group: 'Деньги', ready: true },
  { key: 'influencers', title: 'Инфлюенсеры', path: '/admin/influencers', group: 'Деньги', ready: true },
  { key: 'wheel', title: 'Колесо и пробные ключи', path: '/admin/wheel', group: 'Деньги', ready: true },
  { key: 'experiments', title: 'Эксперименты', path: '/admin/experiments', group: 'Деньги', ready: true },
  { key: 'payment-notifications', title: 'Уведомления банков', path: '/admin/payment-notifications', group: 'Деньги', ready: true },
  { key: 'users', title: 'Пользователи', path: '/admin/users', group: 'Люди', ready: true },
  { key: 'complaints', title: 'Жалобы', path: '/admin/complaints', group: 'Люди', ready: true },
  { key: 'feedback', title: 'Отзывы', path: '/admin/feedback', group: 'Люди', ready: true },
  { key: 'alerts', title: 'Объявление', path: '/admin/alerts', group: 'Команда', ready: true },
  { key: 'analytics', title: 'Воронка', path: '/admin/analytics', group: 'Команда', ready: true },
  { key: 'audit', title: 'Журнал действий', path: '/admin/audit', group: 'Команда', ready: true },
  { key: 'jobs', title: 'Задания', path: '/admin/jobs', group: 'Команда', ready: true },
] as const satisfies readonly TAdminSection[]

export type TAdminSectionKey = (typeof ADMIN_SECTIONS)[number]['key'] | 'home'

export const readyAdminSections = (): TAdminSection[] => ADMIN_SECTIONS.filter((s) => s.ready)
