// What /thanks and its five personal subpages say (platform.md §2, orders.md §2: «thank-you pages», content not shown
// in the spec). Each page thanks for one thing the product does and leads back into it; every link is a ready page.
import { CLIENT_MAIN_PATH, THANKS_PAGES } from '../routes'

type TThanksKey = 'thanks' | (typeof THANKS_PAGES)[number]

export type TThanksPage = {
  routeName: string
  heading: string
  text: string
  /** The first is the main action. */
  links: readonly { label: string; href: string }[]
}

/** Most pages lead back to the cabinet. */
const TO_CABINET = { label: 'В кабинет', href: CLIENT_MAIN_PATH }

const PAGES: Record<TThanksKey, Omit<TThanksPage, 'routeName'>> = {
  thanks: {
    heading: 'Спасибо, что ты с нами!',
    text: 'Мы получили твой запрос. Продолжай учиться в Кампусе: решай задачи, готовь рефераты и презентации.',
    links: [
      TO_CABINET,
      { label: 'На главную', href: '/' },
    ],
  },
  'personal-1': {
    heading: 'Спасибо за оплату!',
    text: 'Платеж принят. Токены появятся на балансе, как только банк подтвердит оплату, обычно это занимает минуту.',
    links: [
      TO_CABINET,
      { label: 'Об оплате', href: '/ecosystem/docs/about-payment' },
    ],
  },
  'personal-2': {
    heading: 'Спасибо за подписку!',
    text: 'Подписка оформлена: токены начисляются каждый месяц, а продлить или отменить её можно в любой момент.',
    links: [
      { label: 'Моя подписка', href: '/ecosystem/subscription' },
      { label: 'Тарифы', href: '/b/payment' },
    ],
  },
  'personal-3': {
    heading: 'Спасибо за заказ!',
    text: 'Заказ оплачен и уже в работе. Следить за ним и скачать результат можно в разделе «Мои задания».',
    links: [
      { label: 'Мои задания', href: '/ecosystem/my-orders' },
      { label: 'Создать текст', href: '/ecosystem/text-copilot' },
    ],
  },
  'personal-4': {
    heading: 'Спасибо за отзыв!',
    text: 'Мы читаем каждый отзыв и с его помощью делаем Кампус удобнее. Если нужен ответ, поддержка напишет тебе.',
    links: [
      TO_CABINET,
      { label: 'Профиль', href: '/ecosystem/profile' },
    ],
  },
  'personal-5': {
    heading: 'Спасибо, что пригласил друзей!',
    text: 'За каждого друга, который зарегистрируется по твоей ссылке, начисляются бонусы. Следи за ними в бонусном кабинете.',
    links: [
      { label: 'Бонусный кабинет', href: '/ecosystem/friends' },
      TO_CABINET,
    ],
  },
}

/** The page for a route name of the table (`thanks` or `thanks__personal-N`), or null for any other. */
export function thanksPage(routeName: string | undefined): TThanksPage | null {
  if (!routeName) return null
  const key = routeName === 'thanks' ? 'thanks' : routeName.replace(/^thanks__/, '')
  if (key !== 'thanks' && !(THANKS_PAGES as readonly string[]).includes(key)) return null
  if (routeName !== 'thanks' && !routeName.startsWith('thanks__')) return null
  return { routeName, ...PAGES[key as TThanksKey] }
}
