// FAQ (route faq, guest content): questions about payment, refunds, tokens, subscriptions, sources, GOST and
// privacy as <details> blocks, no JavaScript.
import { useData } from 'vike-react/useData'
import { HelpFaq } from '../components/help-faq-view'
import type { TFaqData } from './+data'

export default function Page() {
  const { faq, facts } = useData<TFaqData>()
  return <HelpFaq faq={faq} facts={facts} routeName="faq" />
}
