// Advanced AI start (route ecosystem-advanced-ai__start, open to guests): a question answered from found sources —
// the price before the first step, then the form (islands/advanced-ai-order/advanced-ai-start.island.tsx).
import { useData } from 'vike-react/useData'
import type { Data } from './+data'
import { PriceLine } from '../../components/price-line'
import { Island } from '../../../islands/island'
import AdvancedAiStart from '../../../islands/advanced-ai-order/advanced-ai-start.island'

export default function Page() {
  const { prices, aiIsDemo } = useData<Data>()
  return (
    <>
      <div className="cabinet-top" data-route-name="ecosystem-advanced-ai__start">
        <h1>Ответ ИИ по источникам</h1>
        <p>Задай вопрос — мы найдём литературу по нему, и ИИ ответит со ссылками на неё: список источников будет под ответом</p>
        <PriceLine tokens={prices.advancedAi} per="за ответ" demoFree={aiIsDemo} />
      </div>
      <Island name="advanced-ai-start" component={AdvancedAiStart} props={{}} />
    </>
  )
}
