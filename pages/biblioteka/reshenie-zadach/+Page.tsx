// Task-solving landing (route library-external__task-solving, guest content, no JavaScript): a plain form that hands the
// task text (`search`, the library search text) and the subject (`subject`) to the task-solver start.
import { useData } from 'vike-react/useData'
import { TASK_SOLVER_START } from '../../../domain/library/work-types'
import { Breadcrumbs } from '../library-ui'
import { taskLandingCrumbs } from '../library-seo'
import type { TTaskLandingData } from './+data'

const STEPS = [
  { title: 'Опиши задачу', text: 'Вставь условие целиком: числа, единицы измерения и что нужно найти.' },
  { title: 'Найдём решение', text: 'Сначала ищем готовое решение в библиотеке, а если его нет — решаем новое.' },
  { title: 'Получи разбор', text: 'Решение по шагам с формулами и понятным ответом в конце.' },
]

export default function Page() {
  const { subjects } = useData<TTaskLandingData>()
  return (
    <div className="lib" data-route-name="library-external__task-solving">
      <Breadcrumbs items={taskLandingCrumbs()} />
      <div className="lib-task">
        <header className="lib-hero">
          <h1>Решение задач с подробным разбором</h1>
          <p>Математика, физика, химия, экономика и другие предметы — для школы и вуза.</p>
        </header>
        <form className="card lib-task__form" action={TASK_SOLVER_START} method="get">
          <input type="hidden" name="librarySearchAiPopup" value="openLibrarySearch" />
          <div className="field">
            <label className="field__label" htmlFor="task-subject">
              Предмет
            </label>
            <select id="task-subject" className="input" name="subject" defaultValue="">
              <option value="">Любой предмет</option>
              {subjects.map((s) => (
                <option key={s.slug} value={s.slug}>
                  {s.title}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label className="field__label" htmlFor="task-text">
              Условие задачи
            </label>
            <textarea
              id="task-text"
              className="input lib-task__text"
              name="search"
              required
              minLength={10}
              maxLength={2000}
              rows={6}
              placeholder="Например: найти период колебаний математического маятника длиной 2,5 м"
            />
          </div>
          <button className="btn btn--lg btn--block" type="submit">
            Решить задачу
          </button>
        </form>
      </div>
      <ol className="lib-steps">
        {STEPS.map((s, i) => (
          <li key={s.title} className="card">
            <span className="lib-steps__num">{i + 1}</span>
            <h2>{s.title}</h2>
            <p>{s.text}</p>
          </li>
        ))}
      </ol>
    </div>
  )
}
