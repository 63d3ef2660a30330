// «Профиль по методичке» (issue 37 part 4): the student uploads their university's guideline (PDF or DOCX), the page
// shows the numbers read from it — each with the quote it came from, or «не нашли» — for the student to confirm or
// correct, and saves them as a profile (POST /api/format-check/profiles), theirs or offered for everyone at the
// university after an administrator's review. Without a guideline the form starts from GOST 7.32's numbers.
import { useId, useState } from 'react'
import type { TGuideField, TGuideFinding, TGuideNumbers } from '../../domain/format-check/guide-extract'
import { apiJson } from '../graphql/rest'
import { FilePicker } from '../ui/file-picker'
import { uploadMessageOf } from '../ui/use-file-upload'
import type { TProfileItem } from './profile-select'


type TReading = { numbers: TGuideNumbers; found: TGuideFinding[]; source: string }
type TForm = { top: string; right: string; bottom: string; left: string; font: string; size: string; lineSpacing: string; firstLineIndent: string; alignment: 'both' | 'left'; pageNumbers: NonNullable<TGuideNumbers['pageNumbers']> }

const ACCEPT = '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document'
// GOST 7.32's numbers, where a guideline is silent.
const GOST: TForm = { top: '20', right: '15', bottom: '20', left: '30', font: 'Times New Roman', size: '14', lineSpacing: '1,5', firstLineIndent: '1,25', alignment: 'both', pageNumbers: 'bottom-center' }
const POSITIONS: Record<TForm['pageNumbers'], string> = { 'bottom-center': 'внизу по центру', 'bottom-right': 'внизу справа', 'top-center': 'вверху по центру', 'top-right': 'вверху справа' }
const num = (s: string) => Number(s.replace(',', '.'))
const text = (n: number | undefined, fallback: string) => (n === undefined ? fallback : String(n).replace('.', ','))

function formOf(n: TGuideNumbers): TForm {
  return {
    top: text(n.margins.top, GOST.top),
    right: text(n.margins.right, GOST.right),
    bottom: text(n.margins.bottom, GOST.bottom),
    left: text(n.margins.left, GOST.left),
    font: n.font ?? GOST.font,
    size: text(n.size, GOST.size),
    lineSpacing: text(n.lineSpacing, GOST.lineSpacing),
    firstLineIndent: text(n.firstLineIndent, GOST.firstLineIndent),
    alignment: n.alignment ?? GOST.alignment,
    pageNumbers: n.pageNumbers ?? GOST.pageNumbers,
  }
}

/** Where a number came from: the guideline's words, or that it was not found there. */
function Origin({ field, reading }: { field: TGuideField; reading: TReading | null }) {
  if (!reading) return null
  const f = reading.found.find((x) => x.field === field)
  return f ? (
    <span className="guide-profile__quote" data-origin="found">
      Из методички: «{f.quote}»
    </span>
  ) : (
    <span className="guide-profile__quote" data-origin="missing">
      В методичке не нашли — стоит число по ГОСТ 7.32, проверь его
    </span>
  )
}

export function GuideProfile({ onSaved }: { onSaved: (p: TProfileItem) => void }) {
  const ids = useId()
  const [open, setOpen] = useState(false)
  const [guide, setGuide] = useState<File | null>(null)
  const [reading, setReading] = useState<TReading | null>(null)
  const [form, setForm] = useState<TForm>(GOST)
  const [name, setName] = useState('')
  const [university, setUniversity] = useState('')
  const [share, setShare] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const set = (patch: Partial<TForm>) => setForm((f) => ({ ...f, ...patch }))

  async function read() {
    if (!guide) return setError('Выбери файл методички: PDF или DOCX')
    const data = new FormData()
    data.append('file', guide)
    setBusy(true)
    setError(null)
    try {
      const r = await apiJson<TReading>('/api/format-check/guide', { form: data })
      setReading(r)
      setForm(formOf(r.numbers))
      if (!name) setName(`По методичке «${r.source.replace(/\.(pdf|docx)$/i, '')}»`)
    } catch (e) {
      setError(uploadMessageOf(e))
    } finally {
      setBusy(false)
    }
  }

  async function save() {
    setBusy(true)
    setError(null)
    try {
      const numbers = {
        margins: { top: num(form.top), right: num(form.right), bottom: num(form.bottom), left: num(form.left) },
        font: form.font,
        size: num(form.size),
        lineSpacing: num(form.lineSpacing),
        firstLineIndent: num(form.firstLineIndent),
        alignment: form.alignment,
        pageNumbers: form.pageNumbers,
      }
      const saved = await apiJson<TProfileItem>('/api/format-check/profiles', { json: { name, university: university || undefined, share, source: reading?.source ?? 'введено вручную', numbers } })
      onSaved(saved)
      setOpen(false)
      setReading(null)
      setGuide(null)
    } catch (e) {
      setError(uploadMessageOf(e))
    } finally {
      setBusy(false)
    }
  }

  if (!open) {
    return (
      <button type="button" className="btn btn--ghost btn--sm" onClick={() => setOpen(true)} data-action="open-guide-profile">
        Профиль по методичке вуза
      </button>
    )
  }

  const input = (field: 'top' | 'right' | 'bottom' | 'left' | 'size' | 'lineSpacing' | 'firstLineIndent', label: string, origin: TGuideField) => (
    <div className="field guide-profile__field">
      <label className="field__label" htmlFor={`${ids}-${field}`}>
        {label}
      </label>
      <input id={`${ids}-${field}`} className="input" inputMode="decimal" value={form[field]} onChange={(e) => set({ [field]: e.target.value })} data-guide-field={origin} />
      <Origin field={origin} reading={reading} />
    </div>
  )

  return (
    <section className="guide-profile" aria-labelledby={`${ids}-title`} data-guide={reading ? 'read' : 'empty'}>
      <h3 id={`${ids}-title`}>Профиль по методичке вуза</h3>
      <p className="format-check__lead">Загрузи методичку — найдём в ней поля, шрифт, интервал и отступ. Проверь числа, поправь, если нужно, и сохрани профиль: по нему можно проверять и исправлять работы.</p>
      <div className="guide-profile__upload">
        <FilePicker hint="Методичка в PDF или DOCX, до 10 МБ" accept={ACCEPT} file={guide} onPick={(f) => (setGuide(f), setError(null))} />
        <button type="button" className="btn btn--secondary btn--sm" onClick={() => void read()} disabled={busy} data-action="read-guide">
          {busy && !reading ? 'Читаем методичку…' : 'Найти числа в методичке'}
        </button>
      </div>
      <fieldset className="guide-profile__grid">
        <legend>Поля страницы, мм</legend>
        {input('left', 'Левое', 'margins.left')}
        {input('right', 'Правое', 'margins.right')}
        {input('top', 'Верхнее', 'margins.top')}
        {input('bottom', 'Нижнее', 'margins.bottom')}
      </fieldset>
      <fieldset className="guide-profile__grid">
        <legend>Текст</legend>
        <div className="field guide-profile__field">
          <label className="field__label" htmlFor={`${ids}-font`}>
            Шрифт
          </label>
          <input id={`${ids}-font`} className="input" value={form.font} onChange={(e) => set({ font: e.target.value })} data-guide-field="font" />
          <Origin field="font" reading={reading} />
        </div>
        {input('size', 'Размер, пт', 'size')}
        {input('lineSpacing', 'Межстрочный интервал', 'lineSpacing')}
        {input('firstLineIndent', 'Абзацный отступ, см', 'firstLineIndent')}
        <div className="field guide-profile__field">
          <label className="field__label" htmlFor={`${ids}-align`}>
            Выравнивание
          </label>
          <select id={`${ids}-align`} className="input" value={form.alignment} onChange={(e) => set({ alignment: e.target.value as TForm['alignment'] })}>
            <option value="both">по ширине</option>
            <option value="left">по левому краю</option>
          </select>
          <Origin field="alignment" reading={reading} />
        </div>
        <div className="field guide-profile__field">
          <label className="field__label" htmlFor={`${ids}-pages`}>
            Номер страницы
          </label>
          <select id={`${ids}-pages`} className="input" value={form.pageNumbers} onChange={(e) => set({ pageNumbers: e.target.value as TForm['pageNumbers'] })}>
            {Object.entries(POSITIONS).map(([v, label]) => (
              <option key={v} value={v}>
                {label}
              </option>
            ))}
          </select>
          <Origin field="pageNumbers" reading={reading} />
        </div>
      </fieldset>
      <div className="field">
        <label className="field__label" htmlFor={`${ids}-name`}>
          Название профиля
        </label>
        <input id={`${ids}-name`} className="input" value={name} maxLength={200} onChange={(e) => setName(e.target.value)} placeholder="Например: курсовые, кафедра экономики" />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${ids}-university`}>
          Вуз
        </label>
        <input id={`${ids}-university`} className="input" value={university} maxLength={200} onChange={(e) => setUniversity(e.target.value)} placeholder="Например: НИУ ВШЭ" />
      </div>
      <label className="guide-profile__share">
        <input type="checkbox" checked={share} onChange={(e) => setShare(e.target.checked)} /> Предложить профиль всем студентам этого вуза — появится у всех после проверки администратором
      </label>
      <button type="button" className="btn" onClick={() => void save()} disabled={busy} data-action="save-guide-profile">
        {busy && reading ? 'Сохраняем…' : 'Сохранить профиль'}
      </button>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </section>
  )
}
