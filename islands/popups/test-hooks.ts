// End-to-end tests drive toasts and popups through window.__campusWidgets; hosts expose it only when told to (never in production).

declare global {
  interface Window {
    __campusWidgets?: Record<string, unknown>
  }
}

export function exposeTestHooks(hooks: Record<string, unknown>) {
  window.__campusWidgets = { ...window.__campusWidgets, ...hooks }
}
