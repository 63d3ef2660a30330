// The signed-in client's training tasks (GET /training-mode/v1/tasks), newest first; a guest sees nothing here.
import { useEffect, useState } from 'react'
import type { TTrainingTask } from '../../domain/training/api-types'
import { getApiToken } from '../graphql/credentials'
import { listTrainingTasks, trainingTaskPath } from './training-api'

const dateLabel = (iso: string) => new Date(iso).toLocaleDateString('ru-RU', { day: 'numeric', month: 'long' })

export function TrainingTaskList() {
  const [tasks, setTasks] = useState<TTrainingTask[] | null>(null)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    if (!getApiToken()) return
    listTrainingTasks().then(
      (r) => setTasks([...r.tasks].sort((a, b) => b.created_at.localeCompare(a.created_at))),
      () => setFailed(true),
    )
  }, [])

  if (failed) return <p className="field__error tr-tasks__error">Не удалось загрузить твои задачи. Обнови страницу.</p>
  if (!tasks) return null
  return (
    <section className="tr-tasks" aria-labelledby="tr-tasks-title" data-tasks={tasks.length}>
      <h2 id="tr-tasks-title">Мои тренировки</h2>
      {tasks.length === 0 ? (
        <p className="tr-muted">Здесь появятся задачи, которые ты разберёшь с репетитором.</p>
      ) : (
        <ul className="tr-tasks__list">
          {tasks.map((t) => (
            <li key={t.uuid} className="card card--link tr-task" data-task-uuid={t.uuid} data-status={t.status}>
              <a className="card__link tr-task__title" href={trainingTaskPath(t.uuid)}>
                {t.title}
              </a>
              <span className="tr-task__meta">
                <span className={`badge ${t.status === 'COMPLETED' ? 'badge--success' : 'badge--primary'}`}>{t.status === 'COMPLETED' ? 'Завершена' : 'В процессе'}</span>
                <span className="tr-muted">{dateLabel(t.created_at)}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
