// The help-desk widget in the e2e run: the servers name a Usedesk-style script at an https origin no network knows
// (global-setup.ts), and a spec that opens the chat answers that address in the browser (page.route) with a fake
// widget that speaks the adapter's side of islands/support/help-desk.ts: usedeskMessenger, __widgetInitCallback.
import type { Page } from 'playwright-core'

export const E2E_HELP_DESK_URL = 'https://usedesk.e2e.test/widget_e2e.js'
/** The chat token the fake widget hands a client who had none (the profile stores it as usedeskToken). */
export const E2E_CHAT_TOKEN = 'e2e-usedesk-chat-token-0001'

const FAKE_WIDGET = `(function(){
  var log = window.__helpDesk = { identified: null, opened: 0 };
  window.usedeskMessenger = {
    userIdentify: function (who) { log.identified = who },
    open: function () { log.opened++; var d = document.createElement('div'); d.setAttribute('data-fake-help-desk-chat', ''); d.textContent = 'Чат поддержки'; document.body.appendChild(d) },
    getChatToken: function () { return ${JSON.stringify(E2E_CHAT_TOKEN)} }
  };
  if (window.__widgetInitCallback) window.__widgetInitCallback({});
})()`

/** Serves the fake widget for this page's browser context; returns how many times the script was asked for. */
export async function fakeHelpDesk(page: Page): Promise<() => number> {
  let loads = 0
  await page.context().route(E2E_HELP_DESK_URL, (route) => {
    loads++
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: FAKE_WIDGET })
  })
  return () => loads
}

/** A weekday noon in Moscow (inside the support hours, 10–19), the most recent one before now. */
export function supportHoursNow(): Date {
  const d = new Date()
  d.setUTCHours(9, 0, 0, 0) // 12:00 Moscow (UTC+3)
  while (d > new Date() || [0, 6].includes(new Date(d.getTime() + 3 * 3600_000).getUTCDay())) d.setUTCDate(d.getUTCDate() - 1)
  return d
}

/** A Sunday noon in Moscow: outside the support hours. */
export function outsideSupportHours(): Date {
  const d = supportHoursNow()
  while (new Date(d.getTime() + 3 * 3600_000).getUTCDay() !== 0) d.setUTCDate(d.getUTCDate() - 1)
  return d
}
