// Exam tickets (route exam, open; issue 12 part 7, the exam-ticket banner's «Попробовать»): the start island takes the
// list of questions; the answers live on /exam/{unifiedOrderId}.
import { useData } from 'vike-react/useData'
import type { Data } from './+data'
import { Island } from '../../islands/island'
import { PriceLine } from '../components/price-line'
import ExamStart from '../../islands/exam/exam-start.island'

export default function Page() {
  const { prices, aiIsDemo } = useData<Data>()
  return (
    <div className="container exam-page" data-route-name="exam">
      <header className="exam-page__head">
        <h1>Ответы на экзаменационные билеты</h1>
        <p>Вставь список вопросов или загрузи его файлом — Кампус подготовит ответ на каждый билет и соберёт их в один DOCX.</p>
        <PriceLine tokens={prices.examTicket} per="за билет" demoFree={aiIsDemo} />
      </header>
      <Island name="exam-start" component={ExamStart} props={{}} />
    </div>
  )
}
