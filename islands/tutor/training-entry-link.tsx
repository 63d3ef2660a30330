// «Разобрать с репетитором» under the task solver's form: the same task in training mode, the typed text carried over
// as ?text= (the training start page prefills its form from it).
import { TRAINING_LIMITS } from '../../domain/training/input'
import { TRAINING_START_PATH } from './training-paths'
import './training-entry.css'

// A long task still makes a sane address; the start page has its own counter for the rest.
const URL_TEXT_MAX = Math.min(1500, TRAINING_LIMITS.taskMax)

function trainingStartHref(text: string): string {
  const t = text.trim().slice(0, URL_TEXT_MAX)
  return t ? `${TRAINING_START_PATH}?text=${encodeURIComponent(t)}` : TRAINING_START_PATH
}

export function TrainingEntryLink({ text }: { text: string }) {
  return (
    <p className="task-training-entry">
      Хочешь понять, как решать такие задачи?{' '}
      <a href={trainingStartHref(text)} data-entry="training">
        Разобрать с репетитором
      </a>
    </p>
  )
}
