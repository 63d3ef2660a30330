// What each popup is opened with. Products add their popup's props here when they fill in its body.
import type { PopupName } from '../../domain/popups'
import type { SectionHistoryPopupProps } from '../essay/section-history'
import type { ResetTextPopupProps } from '../essay/reset-text'
import type { VisualItemDeletePopupProps } from '../essay/visual-item-delete-popup'
import type { BuyPresentationPopupProps, PresentationPayPopupProps } from '../presentation/pay-popups'
import type { TFeedbackSource } from '../../domain/feedback'
import type { TSupportContacts } from '../../domain/support'
import type { TPaymentContext } from '../money/payment-context'
import type { PromoSubscriptionPopupProps } from '../money/promo-subscription-popup'

export type ImageCropperPopupProps = {
  /** An object URL or an address of the same origin (the canvas must stay readable). */
  src: string
  /** Width ÷ height of the result; 1 (square) by default. */
  aspect?: number
  /** Longest side of the result in pixels. */
  maxOutputSize?: number
  type?: 'image/jpeg' | 'image/png' | 'image/webp'
  onDone?: (result: { blob: Blob; canvas: HTMLCanvasElement }) => void
  /** «Отмена» was pressed (closing by the backdrop, Escape or × does not call it). */
  onCancel?: () => void
}

/**
 * «Просмотр файла»: the file's full name and how to get its bytes (file-preview.ts: a picked File, or a file route
 * fetched with the owner's token); a rejection shows «Что-то пошло не так».
 */
export type FilePreviewPopupProps = { name: string; load: (signal: AbortSignal) => Promise<Blob> }

/** Where to return after sign-in; without it the page reloads as a client. */
type AuthPopupProps = { redirect?: string | null }

/**
 * The package to preselect (the address's amountTokens); the dearest otherwise. `threshold`: the balance an order needs
 * (the way back from the bank waits for it, then the order pays itself). `subscriptionAlternative`: no subscription
 * runs, so the popup offers one beside the top-up.
 */
/** `context`: the order the top-up is for (payment-context.ts), carried to the way back from the bank. */
export type RefillBalancePopupProps = { amountTokens?: number | null; threshold?: number | null; subscriptionAlternative?: boolean; context?: TPaymentContext }

/**
 * Why a subscription is needed and where the student comes back to: `reason` is the server's refusal (shown as is),
 * `returnTo` the page (with what was typed) the tariff's payment returns to, `refillUnlocks: false` when tokens alone
 * would not help (training), so the popup does not offer a top-up.
 */
export type BuySubscriptionPopupProps = { missingTokens?: number | null; reason?: string | null; returnTo?: string | null; refillUnlocks?: boolean }

/** The text work being rated (RateUnifiedOrder takes its unified order id). */
type SurveyPopupProps = { unifiedOrderId: string }

/** The client's earlier task with the same text (orders.md §4): open it, or create the new one anyway. */
export type SimilarTaskOrderPopupProps = { orders: { id: string; text: string; href: string; status: string }[]; onCreate: () => void }

/** Where sign-in returns: the start form's address with what was typed. */
type RecognitionUnauthorisedPopupProps = { redirect?: string }

/** The library search the task start's librarySearchAiPopup=openLibrarySearch opens, prefilled with `search`. */
type LibrarySearchPopupProps = { query?: string }

/** Leaving a text-work step would lose its unsaved change: `onLeave` runs when the client leaves anyway. */
type NavigationConfirmPopupProps = { onLeave: () => void }

/** 'survio' when ?survioForm opened it; the support popup's «Оставить отзыв» leaves it 'form'. */
type FeedbackFormPopupProps = { source?: TFeedbackSource }

/** The native apps are not out: the web-app and, when the settings name one, the Telegram bot. */
type AppsInProgressPopupProps = { telegramUrl?: string | null }

type KnownProps = {
  support: TSupportContacts
  'feedback-form': FeedbackFormPopupProps
  'apps-in-progress': AppsInProgressPopupProps
  'essay-section-history': SectionHistoryPopupProps
  'essay-text-reset-confirm': ResetTextPopupProps
  'essay-visual-item-delete-confirm': VisualItemDeletePopupProps
  'text-copilot-navigation-confirm': NavigationConfirmPopupProps
  'similar-task-order': SimilarTaskOrderPopupProps
  'library-search': LibrarySearchPopupProps
  'text-recognition-unauthorised': RecognitionUnauthorisedPopupProps
  'image-cropper': ImageCropperPopupProps
  'file-preview': FilePreviewPopupProps
  auth: AuthPopupProps
  'refill-balance': RefillBalancePopupProps
  'buy-subscription': BuySubscriptionPopupProps
  'promo-subscription': PromoSubscriptionPopupProps
  survey: SurveyPopupProps
  'free-presentation': PresentationPayPopupProps
  'buy-presentation': BuyPresentationPopupProps
}

export type PopupPropsOf<N extends PopupName> = N extends keyof KnownProps ? KnownProps[N] : Record<string, unknown>

/** Every popup body receives its props plus `close`. */
export type PopupBodyProps<N extends PopupName> = PopupPropsOf<N> & { close: () => void }
