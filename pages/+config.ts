import type { Config } from 'vike/types'
import vikeReact from 'vike-react/config'

export default {
  extends: [vikeReact],
  lang: 'ru',
  title: 'Учёба',
  // vike-react renders it (and og:description); a page with its own text sets `description` in its config.
  description: 'Кампус: готовые работы, рефераты и ИИ-помощник для учёбы',
  // The route table decides trailing slashes (/biblioteka/ has one, /faq has none): edge/routing/redirects.ts.
  disableUrlNormalization: true,
} satisfies Config
