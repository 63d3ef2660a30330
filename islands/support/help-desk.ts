// The help-desk chat widget as a port (platform.md §1, §7: «The support widget loads from a help-desk provider»), with a
// Usedesk adapter: its script is injected once, only when asked (the support popup's «Открыть чат», after cookie consent),
// then the client is identified by the stored usedeskToken or by name and e-mail (§6) and the chat opens. The adapter
// reaches the page only through the `win` and `doc` it is given, so the unit test runs it against fakes.

type TSupportIdentity = { name?: string | null; email?: string | null; token?: string | null }

export type THelpDesk = {
  /** Loads the widget if it is not there yet, identifies the client and opens the chat. */
  open(identity: TSupportIdentity): Promise<void>
}

/** What Usedesk's widget puts on window (api.usedocs.com «Widget connection and methods»). */
type TUsedeskMessenger = {
  userIdentify(o: { name?: string; email?: string; token?: string }): void
  open(screen?: 'chat'): void
  getChatToken?(): string | null | undefined
}

type TWin = { usedeskMessenger?: TUsedeskMessenger; __widgetInitCallback?: (widget: unknown) => void }
type TScript = { src: string; async: boolean; setAttribute(name: string, value: string): void; onload: (() => void) | null; onerror: (() => void) | null; remove?(): void }
type TDoc = { querySelector(selector: string): unknown; createElement(tag: 'script'): TScript; head: { appendChild(node: TScript): unknown } }

const SCRIPT_ATTR = 'data-help-desk'
/** Usedesk's script initialises the messenger after it loads; past this the chat is treated as unavailable. */
const READY_TIMEOUT_MS = 15_000

export const HELP_DESK_FAILED = 'Чат не загрузился. Напиши нам в Телеграм или на почту'

/** Usedesk chat tokens are long opaque strings; anything else is not passed to the widget. */
const isToken = (t: string | null | undefined): t is string => typeof t === 'string' && /^[A-Za-z0-9_.:-]{16,256}$/.test(t)

export function usedeskHelpDesk(o: {
  scriptUrl: string
  win?: TWin
  doc?: TDoc
  /** The chat token Usedesk made for a client who had none: the caller stores it (UpdateUserInformation.usedeskToken). */
  onNewToken?: (token: string) => void
}): THelpDesk {
  const win = o.win ?? (window as unknown as TWin)
  const doc = o.doc ?? (document as unknown as TDoc)
  let ready: Promise<TUsedeskMessenger> | null = null

  function load(): Promise<TUsedeskMessenger> {
    if (win.usedeskMessenger) return Promise.resolve(win.usedeskMessenger)
    ready ??= new Promise<TUsedeskMessenger>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(HELP_DESK_FAILED)), READY_TIMEOUT_MS)
      const done = () => {
        if (!win.usedeskMessenger) return
        clearTimeout(timer)
        resolve(win.usedeskMessenger)
      }
      // Usedesk calls this once its messenger is initialised; the script's own load may come first.
      const previous = win.__widgetInitCallback
      win.__widgetInitCallback = (widget) => {
        previous?.(widget)
        done()
      }
      if (doc.querySelector(`script[${SCRIPT_ATTR}]`)) return
      const s = doc.createElement('script')
      s.src = o.scriptUrl
      s.async = true
      s.setAttribute(SCRIPT_ATTR, '')
      s.onload = done
      s.onerror = () => {
        clearTimeout(timer)
        // A failed tag goes, so the next «Открыть чат» tries a fresh one.
        s.remove?.()
        ready = null
        reject(new Error(HELP_DESK_FAILED))
      }
      doc.head.appendChild(s)
    })
    return ready
  }

  return {
    async open(identity) {
      const messenger = await load()
      const who: { name?: string; email?: string; token?: string } = {}
      if (isToken(identity.token)) who.token = identity.token
      else {
        if (identity.name) who.name = identity.name
        if (identity.email) who.email = identity.email
      }
      if (Object.keys(who).length) messenger.userIdentify(who)
      messenger.open('chat')
      if (!isToken(identity.token) && o.onNewToken) {
        const made = messenger.getChatToken?.()
        if (isToken(made)) o.onNewToken(made)
      }
    },
  }
}
