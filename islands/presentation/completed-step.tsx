// The finished presentation (orders.md §4 COMPLETED, §7 downloads): the slides as the file will show them (the same
// laid-out deck the PPTX writer draws) with the speaker notes, the downloads PPTX and DOCX (handout, bearer token),
// «Отправить в Телеграм», the theme switch and the title slide's data; demo content is labelled as demo.
import { useMemo, useState } from 'react'
import { ZDeckSpec, type TPresentationThemeId } from '../../domain/presentation/deck'
import { layoutDeck, type TLaidDeck } from '../../domain/presentation/layout'
import { ZPresentationTitlePage } from '../../domain/presentation/input'
import { gql } from '../graphql/client'
import { SendPresentationToTelegramDocument, UpdatePresentationThemeDocument } from '../graphql/generated/presentations/graphql'
import { DoneHead } from '../orders/order-screens'
import { TelegramButton } from '../orders/telegram-button'
import { DeckPreview } from './deck-preview'
import { downloadPresentationFile, showPresentationError, type TPresentationOrder } from './presentation-api'
import { ThemePicker } from './theme-picker'

/** The deck of the order in its current theme and title page; null when the slides cannot be read. */
function laidDeckOf(order: TPresentationOrder): TLaidDeck | null {
  if (!order.deckJson) return null
  try {
    const spec = ZDeckSpec.parse({ ...JSON.parse(order.deckJson), themeId: order.themeId })
    const strip = (o: object | null | undefined) => Object.fromEntries(Object.entries(o ?? {}).filter(([k, v]) => v != null && k !== '__typename'))
    const title = ZPresentationTitlePage.safeParse(strip(order.titlePage))
    return layoutDeck(spec, title.success ? title.data : undefined)
  } catch (e) {
    console.error(e)
    return null
  }
}

type Props = { order: TPresentationOrder; onOrder: (o: TPresentationOrder) => void; onTitlePage: () => void }

export function CompletedStep({ order, onOrder, onTitlePage }: Props) {
  const deck = useMemo(() => laidDeckOf(order), [order])
  const [downloading, setDownloading] = useState<'pptx' | 'docx' | null>(null)
  const [theming, setTheming] = useState(false)
  const name = order.presentationTopic.slice(0, 100)

  async function download(kind: 'pptx' | 'docx') {
    const href = kind === 'pptx' ? order.linkToDownloadPptx : order.linkToDownloadDocx
    if (!href) return
    setDownloading(kind)
    await downloadPresentationFile(href, `${name}.${kind}`)
    setDownloading(null)
  }

  async function theme(themeId: TPresentationThemeId) {
    if (themeId === order.themeId) return
    setTheming(true)
    try {
      onOrder((await gql(UpdatePresentationThemeDocument, { orderId: order.id, themeId })).updateAiPresentationOrderTheme)
    } catch (e) {
      showPresentationError(e)
    } finally {
      setTheming(false)
    }
  }

  return (
    <section className="essay-step card" data-screen="completed">
      <DoneHead title="Презентация готова" lead="Скачай слайды в PPTX — с заметками докладчика к каждому слайду — и раздаточный материал в DOCX." />
      {order.isDemo && (
        <p className="pres-demo-note" data-demo>
          Демо-режим: слайды собрал встроенный демо-генератор, языковая модель не подключена. Проверь текст перед выступлением.
        </p>
      )}
      <div className="essay-downloads">
        <button type="button" className="btn" data-download="pptx" onClick={() => void download('pptx')} disabled={!order.linkToDownloadPptx || downloading !== null}>
          {downloading === 'pptx' ? 'Готовим файл…' : 'Скачать PPTX'}
        </button>
        <button type="button" className="btn btn--secondary" data-download="docx" onClick={() => void download('docx')} disabled={!order.linkToDownloadDocx || downloading !== null}>
          {downloading === 'docx' ? 'Готовим файл…' : 'Раздаточный материал (DOCX)'}
        </button>
      </div>
      <div className="essay-actions essay-actions--start">
        <button type="button" className="btn btn--ghost btn--sm" data-action="title-page" onClick={onTitlePage}>
          Титульный слайд
        </button>
        <TelegramButton sentText="Отправили презентацию в Телеграм" send={async () => (await gql(SendPresentationToTelegramDocument, { orderId: order.id })).sendAiPresentationOrderResultToTelegram} onError={showPresentationError} />
      </div>
      <ThemePicker value={order.themeId} onChange={(id) => void theme(id)} disabled={theming} legend="Оформление слайдов" />
      {deck ? <DeckPreview deck={deck} /> : <p className="field__hint">Предпросмотр слайдов недоступен — скачай PPTX, чтобы их посмотреть.</p>}
    </section>
  )
}
