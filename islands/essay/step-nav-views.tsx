// The saved data of a step the client went back to but cannot change from here (step-navigation.ts 'view'): the
// requirements of a finished work, or the outline and sources while later steps run.
import { CONCLUSION_TITLE, INTRODUCTION_TITLE } from '../../domain/essay/requirements'
import type { TEssayNavStep } from '../../domain/essay/step-navigation'
import type { TEssayOrder } from './essay-api'

const NOTE: Partial<Record<TEssayNavStep, string>> = {
  requirements: 'Требования готовой работы не меняются: новая тема или объём — это новая работа. План и источники можно изменить.',
}
const BUSY_NOTE = 'Этот шаг уже пройден. Изменить его можно будет, когда работа будет готова.'

export function StepReadOnly({ order, step, onBack }: { order: TEssayOrder; step: 'requirements' | 'outline' | 'references'; onBack: () => void }) {
  const note = order.status === 14 ? (NOTE[step] ?? BUSY_NOTE) : BUSY_NOTE
  return (
    <section className="essay-step card" data-screen={step} data-mode="view">
      <h2>{step === 'requirements' ? 'Требования' : step === 'outline' ? 'План работы' : 'Источники'}</h2>
      <p className="essay-nav-note">{note}</p>
      {step === 'requirements' && (
        <dl className="essay-readonly">
          <dt>Тема</dt>
          <dd>{order.topic}</dd>
          <dt>Объём</dt>
          <dd>{order.numberOfPages ? `${order.numberOfPages} стр.` : '—'}</dd>
          {order.idea && (
            <>
              <dt>Идея</dt>
              <dd>{order.idea}</dd>
            </>
          )}
          {order.goal && (
            <>
              <dt>Цель</dt>
              <dd>{order.goal}</dd>
            </>
          )}
          {order.taskDetails && (
            <>
              <dt>Пожелания</dt>
              <dd>{order.taskDetails}</dd>
            </>
          )}
        </dl>
      )}
      {step === 'outline' && (
        <ol className="essay-outline" data-readonly>
          <li className="essay-outline__fixed">{INTRODUCTION_TITLE}</li>
          {(order.outline ?? []).map((c, ci) => (
            <li key={ci} className="essay-outline__chapter">
              {ci + 1}. {c.title}
              {c.subchapters.length > 0 && (
                <ol className="essay-outline__subs">
                  {c.subchapters.map((s, si) => (
                    <li key={si}>
                      {ci + 1}.{si + 1} {s.title}
                    </li>
                  ))}
                </ol>
              )}
            </li>
          ))}
          <li className="essay-outline__fixed">{CONCLUSION_TITLE}</li>
        </ol>
      )}
      {step === 'references' && (
        <ol className="essay-refs" data-readonly>
          {order.references
            .filter((r) => r.status === 'approved')
            .map((r) => (
              <li key={r.id} className="essay-ref__gost">
                {r.referenceData.formatted ?? r.referenceData.title}
              </li>
            ))}
        </ol>
      )}
      <div className="essay-actions">
        <button type="button" className="btn" onClick={onBack}>
          Вернуться
        </button>
      </div>
    </section>
  )
}
