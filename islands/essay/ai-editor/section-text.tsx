// A section's text in the finished work: its paragraphs (selectable for the AI editor, each with a «Редактировать с ИИ»
// button for the keyboard) and its visual items, which render as themselves and never as text. The open AI editor
// panel sits right below the selection's last paragraph.
import { Fragment, useContext } from 'react'
import { AI_EDITOR_FLASH_MS, sectionParagraphs } from '../../../domain/essay/ai-editor'
import { parseVisualMarker } from '../../../domain/essay/visual-items'
import { VisualItemView } from '../visual-item-view'
import { AiEditorContext } from './ai-editor-context'

export function SectionText({ orderId, sectionKey, title, text }: { orderId: string; sectionKey: string; title: string; text: string }) {
  const { flash, selected, openParagraph, slot } = useContext(AiEditorContext)
  const inRange = (r: { from: number; to: number } | null, i: number) => r !== null && i >= r.from && i <= r.to
  const flashing = flash?.sectionKey === sectionKey ? flash : null
  const chosen = selected?.sectionKey === sectionKey ? { from: selected.range.startParagraph, to: selected.range.endParagraph } : null
  return (
    <div className="ai-section-text">
      {sectionParagraphs(text).map((p, i) => {
        const visual = parseVisualMarker(p)
        if (visual) return <VisualItemView key={`v${visual}`} orderId={orderId} sectionKey={sectionKey} itemId={visual} />
        const panelHere = chosen !== null && i === chosen.to
        return (
          <Fragment key={i}>
            <div
              className="ai-para"
              data-flash={inRange(flashing, i) ? flashing?.seq : undefined}
              data-selected={inRange(chosen, i) || undefined}
              style={{ ['--ai-flash-ms' as string]: `${AI_EDITOR_FLASH_MS}ms` }}
            >
              <p data-paragraph={i}>{p}</p>
              <button type="button" className="ai-para__btn" aria-label={`Редактировать с ИИ: раздел «${title}», абзац ${i + 1}`} title="Редактировать с ИИ" onClick={() => openParagraph(sectionKey, i)}>
                ✦
              </button>
            </div>
            {panelHere && <div ref={slot} className="ai-editor-slot" />}
          </Fragment>
        )
      })}
    </div>
  )
}
