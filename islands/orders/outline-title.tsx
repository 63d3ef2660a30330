// One entry of an outline editor (the text work's and the referat's): its number («2.» a chapter, «2.1» a subchapter),
// its title and its «×». Chapters and subchapters count from 0 here and from 1 on screen. Its classes come from
// wizard.css, which both editors load.
import { ESSAY_LIMITS } from '../../domain/essay/requirements'

type TEntry = { chapter: number; sub?: number }

const numberOf = ({ chapter, sub }: TEntry) => (sub === undefined ? `${chapter + 1}.` : `${chapter + 1}.${sub + 1}`)
const nameOf = ({ chapter, sub }: TEntry) => (sub === undefined ? `${chapter + 1}` : `${chapter + 1}.${sub + 1}`)

export function OutlineTitle({ value, onChange, ...entry }: TEntry & { value: string; onChange: (title: string) => void }) {
  return (
    <>
      <span className="essay-outline__num">{numberOf(entry)}</span>
      <textarea
        className="input essay-outline__title"
        rows={1}
        aria-label={`${entry.sub === undefined ? 'Глава' : 'Подглава'} ${nameOf(entry)}`}
        value={value}
        maxLength={ESSAY_LIMITS.outlineTitle.max}
        onChange={(e) => onChange(e.target.value)}
      />
    </>
  )
}

/** «×»: removes the chapter or the subchapter. */
export function OutlineRemove({ disabled, onClick, ...entry }: TEntry & { disabled: boolean; onClick: () => void }) {
  const what = entry.sub === undefined ? 'главу' : 'подглаву'
  return (
    <button type="button" className="icon-btn" aria-label={`Удалить ${what} ${nameOf(entry)}`} title={`Удалить ${what}`} disabled={disabled} onClick={onClick}>
      ×
    </button>
  )
}
