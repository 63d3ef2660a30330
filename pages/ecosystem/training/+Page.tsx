// Training start (route ecosystem-training__start, open to guests): what the tutor does, the start form (prefilled from
// ?text, which the task solver's «Разобрать с репетитором» sends) and, for a signed-in client, their tasks.
import { usePageContext } from 'vike-react/usePageContext'
import { useData } from 'vike-react/useData'
import type { Data } from './+data'
import { TRAINING_LIMITS } from '../../../domain/training/input'
import { Island } from '../../../islands/island'
import TrainingStart from '../../../islands/training/training-start.island'
import '../../../islands/training/training.css'

const STEPS = [
  'Опиши задачу текстом или приложи фото',
  'Репетитор спросит, что ты уже попробовал, и даст подсказку — ровно такую, чтобы сделать следующий шаг',
  'Выбирай варианты ответа или пиши своими словами: полное решение — только когда сам попросишь',
] as const

export default function Page() {
  const { search } = usePageContext().urlParsed
  const { aiDemo } = useData<Data>()
  const text = (search.text ?? '').slice(0, TRAINING_LIMITS.taskMax)
  return (
    <>
      <div className="cabinet-top" data-route-name="ecosystem-training__start">
        <h1>Тренировка с репетитором</h1>
        <p>Не готовый ответ, а подсказки шаг за шагом: ты решаешь сам и понимаешь, как</p>
      </div>
      <section className="tr-intro" aria-label="Как это работает">
        <ol className="tr-intro__steps">
          {STEPS.map((s, i) => (
            <li key={s}>
              <span className="badge badge--primary">{i + 1}</span>
              <span>{s}</span>
            </li>
          ))}
        </ol>
      </section>
      <Island name="training-start" component={TrainingStart} props={{ text, aiDemo }} />
    </>
  )
}
