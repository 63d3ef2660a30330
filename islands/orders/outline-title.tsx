// One entry of an outline editor (the text work's and the referat's): its number («2.» a chapter, «2.1» a subchapter)
// and its title. Its classes come from wizard.css, which both editors load.
import { ESSAY_LIMITS } from '../../domain/essay/requirements'

export function OutlineTitle({ number, label, value, onChange }: { number: string; label: string; value: string; onChange: (title: string) => void }) {
  return (
    <>
      <span className="essay-outline__num">{number}</span>
      <textarea className="input essay-outline__title" rows={1} aria-label={label} value={value} maxLength={ESSAY_LIMITS.outlineTitle.max} onChange={(e) => onChange(e.target.value)} />
    </>
  )
}
