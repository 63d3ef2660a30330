// The browser preview of a laid-out deck: each slide a 1280 × 720 px stage (96 px per inch) scaled to the page's
// width, every element at its place, text drawn line by line from the lines the layout measured (same fonts, sizes,
// insets and spacing as the PPTX), tables as HTML tables, charts as SVG, the speaker notes under each slide.
import { useEffect, useRef, type CSSProperties } from 'react'
import type { TLaidElement, TLaidSlide, TLaidDeck } from '../../domain/presentation/layout'
import { lineFactor } from '../../domain/presentation/text-fit'
import { DeckChart } from './deck-chart'
import './deck-preview.css'

const PX = 96
const STAGE_W = 1280
const pt = (v: number) => (v * 96) / 72

const FONT_STACKS: Record<string, string> = {
  Arial: "'Arial','Liberation Sans','Arimo',sans-serif",
  'Times New Roman': "'Times New Roman','Liberation Serif','Tinos',serif",
}
const fontStack = (face: string) => FONT_STACKS[face] ?? FONT_STACKS.Arial!
const faceOf = (face: string) => (face === 'Times New Roman' ? 'Times New Roman' : 'Arial')

const box = (el: TLaidElement): CSSProperties => ({ left: el.x * PX, top: el.y * PX, width: el.w * PX, height: el.h * PX })

export function DeckPreview({ deck }: { deck: TLaidDeck }) {
  const root = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const el = root.current
    if (!el || typeof ResizeObserver === 'undefined') return
    const frame = () => el.querySelector<HTMLElement>('.deck-preview__frame')
    const apply = () => {
      const w = frame()?.clientWidth
      if (w) el.style.setProperty('--deck-scale', String(w / STAGE_W))
    }
    apply()
    const ro = new ResizeObserver(apply)
    ro.observe(el)
    return () => ro.disconnect()
  }, [])
  return (
    <div className="deck-preview" data-slides={deck.slides.length} ref={root}>
      {deck.slides.map((slide, i) => (
        <section className="deck-preview__slide" key={i} aria-label={`Слайд ${i + 1}`} data-kind={slide.kind}>
          <div className="deck-preview__frame">
            <Stage slide={slide} />
          </div>
          {slide.notes ? (
            <div className="deck-preview__notes">
              <h4>Заметки докладчика</h4>
              <p>{slide.notes}</p>
            </div>
          ) : null}
        </section>
      ))}
    </div>
  )
}

function Stage({ slide }: { slide: TLaidSlide }) {
  return (
    <div className="deck-preview__stage" style={{ background: slide.background }}>
      {slide.elements.map((el, i) => (
        <Element key={i} el={el} />
      ))}
    </div>
  )
}

function Element({ el }: { el: TLaidElement }) {
  switch (el.type) {
    case 'rect':
      return <div className="deck-el deck-el--rect" style={{ ...box(el), background: el.fill, borderRadius: el.radius ? el.radius * PX : undefined }} />
    case 'text':
      return <TextBox el={el} />
    case 'table':
      return <TableBox el={el} />
    case 'chart':
      return (
        <div className="deck-el deck-el--chart" style={box(el)}>
          <DeckChart el={el} fontFamily={fontStack(el.fontFace)} />
        </div>
      )
  }
}

function TextBox({ el }: { el: Extract<TLaidElement, { type: 'text' }> }) {
  const fs = pt(el.fontSize)
  const lh = fs * lineFactor(faceOf(el.fontFace)) * el.lineSpacing
  const indent = (el.indent ?? 0) * PX
  const lines = el.lines ?? el.paragraphs.map((p) => [p.text])
  const justify = el.valign === 'middle' ? 'center' : el.valign === 'bottom' ? 'flex-end' : 'flex-start'
  return (
    <div
      className="deck-el deck-el--text"
      data-role={el.role}
      style={{ ...box(el), padding: el.inset * PX, color: el.color, fontFamily: fontStack(el.fontFace), fontSize: fs, fontWeight: el.bold ? 700 : 400, fontStyle: el.italic ? 'italic' : undefined, textAlign: el.align, justifyContent: justify }}
    >
      {el.paragraphs.map((p, pi) => {
        const left = (p.bullet ? indent : 0) + (p.level ?? 0) * indent
        return (
          <div key={pi} className="deck-para" style={{ paddingLeft: left, marginBottom: pi < el.paragraphs.length - 1 ? pt(el.paraSpaceAfter) : 0, fontWeight: p.bold === undefined ? undefined : p.bold ? 700 : 400 }}>
            {p.bullet ? (
              <span className="deck-para__bullet" aria-hidden="true" style={{ left: left - indent, width: indent, height: lh, lineHeight: `${lh}px`, color: el.bulletColor ?? el.color }}>
                {el.bulletChar ?? '•'}
              </span>
            ) : null}
            {(lines[pi] ?? []).map((line, li) => (
              <div key={li} className="deck-line" style={{ height: lh, lineHeight: `${lh}px` }}>
                {line}
              </div>
            ))}
          </div>
        )
      })}
    </div>
  )
}

function TableBox({ el }: { el: Extract<TLaidElement, { type: 'table' }> }) {
  const fs = pt(el.fontSize)
  const lh = fs * lineFactor(faceOf(el.fontFace)) * (el.lineSpacing ?? 1)
  const inset = (el.inset ?? 0.08) * PX
  const cells = el.cellLines ?? [el.header, ...el.rows].map((r) => r.map((c) => [c]))
  return (
    <table className="deck-el deck-el--table" style={{ ...box(el), fontFamily: fontStack(el.fontFace), fontSize: fs, color: el.color }}>
      <colgroup>
        {el.colW.map((w, i) => (
          <col key={i} style={{ width: w * PX }} />
        ))}
      </colgroup>
      <tbody>
        {cells.map((row, ri) => (
          <tr key={ri} style={{ height: el.rowH * PX }}>
            {row.map((cell, ci) => {
              const Tag = ri === 0 ? 'th' : 'td'
              return (
                <Tag key={ci} scope={ri === 0 ? 'col' : undefined} style={{ padding: inset, borderColor: el.borderColor, background: ri === 0 ? el.headerFill : undefined, color: ri === 0 ? el.headerColor : undefined }}>
                  {cell.map((line, li) => (
                    <div key={li} className="deck-line" style={{ height: lh, lineHeight: `${lh}px` }}>
                      {line}
                    </div>
                  ))}
                </Tag>
              )
            })}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
