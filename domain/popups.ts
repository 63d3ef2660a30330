// Every popup of platform.md §2 and orders.md §2 by name, with its title, and the image cropper's size rule.

export type PopupDef = {
  title: string
  /** `wide` for content with media or lists; the cropper sizes itself. */
  size?: 'normal' | 'wide' | 'cropper'
}

export const POPUPS = {
  auth: { title: 'Зарегистрируйся или войди' },
  'image-cropper': { title: 'Выбери область изображения', size: 'cropper' },
  'file-preview': { title: 'Просмотр файла', size: 'wide' },
  'refill-balance': { title: 'Пополни баланс' },
  'text-recognition-unauthorised': { title: 'Войди, чтобы распознать текст' },
  'subscription-cancel': { title: 'Отменить подписку?' },
  'subscription-plan-buy': { title: 'Выбери тариф', size: 'wide' },
  'promo-code-entry': { title: 'Введи промокод' },
  'similar-task-order': { title: 'Похожее задание уже есть' },
  'deleted-task-solver': { title: 'Задание удалено' },
  'text-copilot-navigation-confirm': { title: 'Уйти со страницы?' },
  // The text work's edit history (issue 13): a section's versions, and the confirm before «Сбросить».
  'essay-section-history': { title: 'История раздела', size: 'wide' },
  'essay-text-reset-confirm': { title: 'Сбросить правки?' },
  'feedback-form': { title: 'Расскажи, что улучшить' },
  'feedback-success': { title: 'Спасибо за отзыв!' },
  'apps-in-progress': { title: 'Приложение уже в пути' },
  'buy-subscription': { title: 'Оформи подписку', size: 'wide' },
  'promo-subscription': { title: 'Подписка со скидкой' },
  'library-search': { title: 'Поиск по библиотеке', size: 'wide' },
  friends: { title: 'Приглашай друзей' },
  'resource-reason': { title: 'Почему источник не подходит?' },
  'resource-options': { title: 'Действия с источником' },
  'free-presentation': { title: 'Презентация в подарок' },
  'buy-presentation': { title: 'Купить презентацию' },
  'ai-editor-close-confirmation': { title: 'Закрыть редактор?' },
  // A table, graph or formula the AI editor inserted, deleted in place (islands/essay/visual-item-view.tsx).
  'essay-visual-item-delete-confirm': { title: 'Удалить из работы?' },
  // The AI editor's visual items (orders.md §1: graph, table, formula) each open their own popup.
  'text-editor-graph': { title: 'Вставить график', size: 'wide' },
  'text-editor-table': { title: 'Вставить таблицу', size: 'wide' },
  'text-editor-formula': { title: 'Вставить формулу' },
  'similar-orders': { title: 'Похожие работы', size: 'wide' },
  survey: { title: 'Как тебе результат?' },
  // Issue 16: the prize wheel (orders.md §4, opened by show_wof and from the bonus cabinet) and showFreeTokensPopup.
  'wheel-of-fortune': { title: 'Колесо фортуны' },
  'free-tokens': { title: 'Бесплатные вопросы' },
  // Issue 16: the header's «Поддержка» (platform.md §1: the help-desk chat in working hours, the messenger otherwise).
  support: { title: 'Поддержка' },
} as const satisfies Record<string, PopupDef>

export type PopupName = keyof typeof POPUPS

export const POPUP_NAMES = Object.keys(POPUPS) as PopupName[]

export const popupDef = (name: PopupName): PopupDef => POPUPS[name]

/** What an unfilled popup says until its product supplies the body. */
export const POPUP_PLACEHOLDER = {
  title: 'Скоро здесь всё будет',
  text: 'Мы доделываем это окно. Загляни чуть позже.',
  button: 'Понятно',
}

export const POPUP_CLOSE_LABEL = 'Закрыть'

// ---------------------------------------------------------------------------------------------
// Image cropper size (platform.md §2 Popups)
// ---------------------------------------------------------------------------------------------

const CROPPER_DESKTOP_MIN_WIDTH = 1024
const CROPPER_MAX_WIDTH = 536
const CROPPER_MAX_HEIGHT = 332

export type CropperSize = { width: number; height: number; fullscreen: boolean }

/**
 * The cropper's image area: on viewports of 1024 px and wider at most 536 wide and
 * min(332, 96 % of the viewport height − 260) high; narrower, the whole viewport.
 */
export function cropperSize({ viewportWidth, viewportHeight }: { viewportWidth: number; viewportHeight: number }): CropperSize {
  if (viewportWidth < CROPPER_DESKTOP_MIN_WIDTH) {
    return { width: Math.max(0, Math.floor(viewportWidth)), height: Math.max(0, Math.floor(viewportHeight)), fullscreen: true }
  }
  const height = Math.min(CROPPER_MAX_HEIGHT, viewportHeight * 0.96 - 260)
  return { width: CROPPER_MAX_WIDTH, height: Math.max(0, Math.floor(height)), fullscreen: false }
}
