// The finished work (status 14, orders.md §2/§5): the text by sections, each editable up to 10000 characters with its
// «История» (section-history.tsx), «Сбросить» back to the generated text (asks first, reset-text.tsx), the link to the
// «История работы» page, the downloads (DOCX, introduction DOCX, PPTX), the defense presentation
// (defense-presentation.tsx), the mock defense with the training tutor (defense-training.tsx) and the originality check
// (islands/originality), whose fragments the AI editor rewrites, and the file's нормоконтроль (islands/format-check).
import { useContext, useState } from 'react'
import { ESSAY_LIMITS, ESSAY_MESSAGES, ZEditorText } from '../../domain/essay/requirements'
import { gql } from '../graphql/client'
import { SaveEssaySectionDocument, SendEssayToTelegramDocument } from '../graphql/generated/essays/graphql'
import { DoneHead } from '../orders/order-screens'
import { TelegramButton } from '../orders/telegram-button'
import { downloadEssayFile, showEssayError, type TEssayFileKind, type TEssayOrder } from './essay-api'
import { SectionHistoryButton, WorkHistoryLink } from './section-history'
import { ResetTextButton } from './reset-text'
import { AiEditorArea } from './ai-editor/ai-editor-area'
import { SectionText } from './ai-editor/section-text'
import { VisualItemsProvider } from './visual-items-context'
import { DefensePresentation } from './defense-presentation'
import { DefenseTraining } from './defense-training'
import { AiEditorContext } from './ai-editor/ai-editor-context'
import { OriginalityReport } from '../originality/originality-report'
import { WorkFormatCheck } from '../format-check/work-format-check'
import { ProfileSelect, profileLabel, useFormatProfiles } from '../format-check/profile-select'

type TSection = NonNullable<TEssayOrder['finalText']>[number]

/** The work's «Уникальность», its fragments rewritten through this text's AI editor. */
function EssayOriginality({ order }: { order: TEssayOrder }) {
  const { rewriteRange } = useContext(AiEditorContext)
  return <OriginalityReport kind="TEXT_WORK" id={order.id} sections={order.finalText} rewrite={rewriteRange} />
}

function SectionEditor({ order, section, onOrder }: { order: TEssayOrder; section: TSection; onOrder: (o: TEssayOrder) => void }) {
  const [draft, setDraft] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const parsed = draft === null ? null : ZEditorText.safeParse(draft)
  const error = parsed && !parsed.success ? (parsed.error.issues[0]?.message ?? ESSAY_MESSAGES.default) : null
  const Heading = section.level > 1 ? 'h4' : 'h3'

  async function save() {
    if (draft === null || error) return
    setBusy(true)
    try {
      onOrder((await gql(SaveEssaySectionDocument, { id: order.id, sectionKey: section.key, text: draft, origin: 'EDIT' })).saveEditedAiEssayOrderFinalText)
      setDraft(null)
    } catch (e) {
      showEssayError(e, ESSAY_MESSAGES.default)
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="essay-section" data-section={section.key} data-level={section.level}>
      <div className="essay-section__head">
        <Heading>{section.title}</Heading>
        {draft === null && (
          <span className="essay-section__tools">
            <SectionHistoryButton order={order} section={section} onOrder={onOrder} />
            <button type="button" className="btn btn--ghost btn--sm" onClick={() => setDraft(section.text)}>
              Редактировать
            </button>
          </span>
        )}
      </div>
      {draft === null ? (
        <SectionText orderId={order.id} sectionKey={section.key} title={section.title} text={section.text} />
      ) : (
        <div className="field">
          <textarea className="input essay-section__editor" aria-label={`Текст раздела «${section.title}»`} value={draft} aria-invalid={Boolean(error)} onChange={(e) => setDraft(e.target.value)} rows={10} />
          <span className="essay-field-foot">
            {error ? <span className="field__error">{error}</span> : <span />}
            <span className="field__hint" data-over={draft.length > ESSAY_LIMITS.editorText.max}>
              {draft.length}/{ESSAY_LIMITS.editorText.max}
            </span>
          </span>
          <div className="essay-actions essay-actions--start">
            <button type="button" className="btn btn--sm" onClick={() => void save()} disabled={busy || Boolean(error)}>
              Сохранить
            </button>
            <button type="button" className="btn btn--ghost btn--sm" onClick={() => setDraft(null)} disabled={busy}>
              Отмена
            </button>
          </div>
        </div>
      )}
    </section>
  )
}

// The deck is offered once, by «Презентация для защиты» below (defense-presentation.tsx): a second «Презентация (PPTX)»
// button here downloaded the same slides and notes (issue 34).
const DOWNLOADS: { kind: TEssayFileKind; label: string }[] = [
  { kind: 'docx', label: 'Скачать DOCX' },
  { kind: 'docx-introduction', label: 'Введение (DOCX)' },
]

export function CompletedStep({ order, onOrder, onEditTitlePage }: { order: TEssayOrder; onOrder: (o: TEssayOrder) => void; onEditTitlePage: () => void }) {
  const [downloading, setDownloading] = useState<TEssayFileKind | null>(null)
  const { profiles, profileId, setProfileId, profile } = useFormatProfiles()

  async function download(kind: TEssayFileKind) {
    setDownloading(kind)
    await downloadEssayFile(order.id, kind, profileId)
    setDownloading(null)
  }

  return (
    <section className="essay-step card" data-screen="completed">
      <DoneHead title="Работа готова" lead="Скачай файл, оформленный по ГОСТ 7.32, или поправь текст прямо здесь — в файл попадёт твоя версия." />
      <div className="essay-downloads">
        {DOWNLOADS.map((d, i) => (
          <button key={d.kind} type="button" className={`btn ${i === 0 ? '' : 'btn--secondary'}`} data-download={d.kind} onClick={() => void download(d.kind)} disabled={downloading !== null}>
            {downloading === d.kind ? 'Готовим файл…' : d.label}
          </button>
        ))}
      </div>
      {profiles.length > 1 && <ProfileSelect id={`essay-profile-${order.id}`} profiles={profiles} value={profileId} onChange={setProfileId} label="Оформить по правилам" />}
      <WorkFormatCheck url={`/api/ai-essay-order/${encodeURIComponent(order.id)}/format-check?profile=${encodeURIComponent(profileId)}`} profileName={profileLabel(profile)} />
      <DefensePresentation order={order} />
      <DefenseTraining order={order} />
      <div className="essay-actions essay-actions--start">
        <button type="button" className="btn btn--ghost btn--sm" onClick={onEditTitlePage}>
          Титульный лист
        </button>
        <TelegramButton sentText="Отправили работу в Телеграм" send={async () => (await gql(SendEssayToTelegramDocument, { id: order.id })).sendAiEssayToTelegram} onError={showEssayError} />
        <WorkHistoryLink order={order} />
        <ResetTextButton order={order} onOrder={onOrder} />
      </div>
      <VisualItemsProvider orderId={order.id} sections={order.finalText} onOrder={onOrder}>
        <AiEditorArea order={order} onOrder={onOrder}>
          <EssayOriginality order={order} />
          {(order.finalText ?? []).map((s) => (
            <SectionEditor key={s.key} order={order} section={s} onOrder={onOrder} />
          ))}
        </AiEditorArea>
      </VisualItemsProvider>
    </section>
  )
}
