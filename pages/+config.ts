import type { Config } from 'vike/types'
import vikeReact from 'vike-react/config'

export default {
  extends: [vikeReact],
  lang: 'ru',
  title: 'Учёба',
  // The route table decides trailing slashes (/biblioteka/ has one, /faq has none): edge/routing/redirects.ts.
  disableUrlNormalization: true,
} satisfies Config
