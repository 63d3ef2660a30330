// Bodies of the popups, each loaded only when its popup opens. A popup missing here shows the placeholder.
import type { ComponentType } from 'react'
import type { PopupName } from '../../domain/popups'
import type { PopupBodyProps } from './popup-props'

type Loader<N extends PopupName> = () => Promise<{ default: ComponentType<PopupBodyProps<N>> }>

export const popupContents: { [N in PopupName]?: Loader<N> } = {
  'image-cropper': () => import('./image-cropper-popup'),
  'file-preview': () => import('./file-preview-popup'),
  auth: () => import('./auth-popup'),
  'refill-balance': () => import('../money/refill-popup'),
  'subscription-cancel': () => import('../money/subscription-cancel-popup'),
  'buy-subscription': () => import('../money/buy-subscription-popup'),
  'promo-subscription': () => import('../money/promo-subscription-popup'),
  friends: () => import('../referrals/friends-popup'),
  survey: () => import('../essay/survey-popup'),
  'essay-section-history': () => import('../essay/section-history-popup'),
  'essay-text-reset-confirm': () => import('../essay/reset-text-popup'),
  'ai-editor-close-confirmation': () => import('../essay/ai-editor/close-confirmation-popup'),
  'essay-visual-item-delete-confirm': () => import('../essay/visual-item-delete-popup'),
  'text-copilot-navigation-confirm': () => import('../essay/step-nav-popup'),
  'similar-task-order': () => import('../task/similar-task-popup'),
  'text-recognition-unauthorised': () => import('../task/recognition-unauthorised-popup'),
  'library-search': () => import('../task/library-search-popup'),
  'deleted-task-solver': () => import('../task-solver/deleted-task-popup'),
  'free-presentation': () => import('../presentation/pay-popups').then((m) => ({ default: m.FreePresentationPopup })),
  'buy-presentation': () => import('../presentation/pay-popups').then((m) => ({ default: m.BuyPresentationPopup })),
  'wheel-of-fortune': () => import('../wheel/wheel-popup'),
  'free-tokens': () => import('../wheel/free-tokens-popup'),
  support: () => import('../support/support-popup'),
  'feedback-form': () => import('../support/feedback-form-popup'),
  'feedback-success': () => import('../support/simple-popups').then((m) => ({ default: m.FeedbackSuccessPopup })),
  'apps-in-progress': () => import('../support/simple-popups').then((m) => ({ default: m.AppsInProgressPopup })),
}
