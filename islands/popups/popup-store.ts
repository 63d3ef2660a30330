// The one open popup of the page in jotai's default store: opening another replaces it.
import { atom, getDefaultStore } from 'jotai/vanilla'
import type { PopupName } from '../../domain/popups'
import type { PopupPropsOf } from './popup-props'

export type OpenPopup = { name: PopupName; props: Record<string, unknown>; seq: number }

export const popupAtom = atom<OpenPopup | null>(null)

const store = getDefaultStore()
// A new sequence number remounts the dialog even when the same popup is opened again with new props.
let seq = 0

export function openPopup<N extends PopupName>(name: N, ...props: Partial<PopupPropsOf<N>> extends PopupPropsOf<N> ? [PopupPropsOf<N>?] : [PopupPropsOf<N>]) {
  store.set(popupAtom, { name, props: (props[0] ?? {}) as Record<string, unknown>, seq: ++seq })
}

export function closePopup() {
  store.set(popupAtom, null)
}

export const currentPopup = () => store.get(popupAtom)
