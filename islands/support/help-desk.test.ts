import { describe, expect, it, vi } from 'vitest'
import { HELP_DESK_FAILED, usedeskHelpDesk } from './help-desk'

const URL_ = 'https://lib.usedesk.ru/secure.usedesk.ru/widget_1_2.js'
const TOKEN = 'a'.repeat(64)

type TScript = { src: string; async: boolean; attrs: Record<string, string>; setAttribute(n: string, v: string): void; onload: (() => void) | null; onerror: (() => void) | null; remove(): void }

function fakePage() {
  const scripts: TScript[] = []
  const calls: unknown[][] = []
  const win: Record<string, unknown> = {}
  const doc = {
    querySelector: (sel: string) => (sel === 'script[data-help-desk]' ? (scripts[0] ?? null) : null),
    createElement: () => {
      const s: TScript = {
        src: '',
        async: false,
        attrs: {},
        setAttribute: (n, v) => void (s.attrs[n] = v),
        onload: null,
        onerror: null,
        remove: () => void scripts.splice(scripts.indexOf(s), 1),
      }
      return s
    },
    head: { appendChild: (s: TScript) => scripts.push(s) },
  }
  /** What the provider's script does once it runs: puts the messenger on window and calls the init hook. */
  const providerLoads = (token: string | null = 'b'.repeat(64)) => {
    win.usedeskMessenger = {
      userIdentify: (o: unknown) => calls.push(['userIdentify', o]),
      open: (screen: unknown) => calls.push(['open', screen]),
      getChatToken: () => token,
    }
    scripts[0]!.onload?.()
    ;(win.__widgetInitCallback as ((w: unknown) => void) | undefined)?.(win.usedeskMessenger)
  }
  return { scripts, calls, win, doc, providerLoads }
}

describe('usedesk help-desk adapter', () => {
  it('injects the script once, on the first open, and identifies the client by token', async () => {
    const page = fakePage()
    const desk = usedeskHelpDesk({ scriptUrl: URL_, win: page.win as never, doc: page.doc as never })
    // Nothing is loaded until someone asks for the chat.
    expect(page.scripts).toHaveLength(0)
    const first = desk.open({ name: 'Аня', email: 'anya@example.test', token: TOKEN })
    const second = desk.open({ token: TOKEN })
    expect(page.scripts).toHaveLength(1)
    expect(page.scripts[0]).toMatchObject({ src: URL_, async: true, attrs: { 'data-help-desk': '' } })
    page.providerLoads()
    await Promise.all([first, second])
    // The token alone identifies (name and e-mail are for clients without one).
    expect(page.calls).toEqual([
      ['userIdentify', { token: TOKEN }],
      ['open', 'chat'],
      ['userIdentify', { token: TOKEN }],
      ['open', 'chat'],
    ])
    await desk.open({ token: TOKEN })
    expect(page.scripts).toHaveLength(1)
  })

  it('identifies by name and e-mail without a token and hands back the token the widget made', async () => {
    const page = fakePage()
    const onNewToken = vi.fn()
    const desk = usedeskHelpDesk({ scriptUrl: URL_, win: page.win as never, doc: page.doc as never, onNewToken })
    const opened = desk.open({ name: 'Аня', email: 'anya@example.test', token: 'short' })
    page.providerLoads('c'.repeat(70))
    await opened
    expect(page.calls[0]).toEqual(['userIdentify', { name: 'Аня', email: 'anya@example.test' }])
    expect(onNewToken).toHaveBeenCalledWith('c'.repeat(70))
  })

  it('a guest opens the chat unidentified; a script that fails to load rejects with the fallback message and may be retried', async () => {
    const page = fakePage()
    const desk = usedeskHelpDesk({ scriptUrl: URL_, win: page.win as never, doc: page.doc as never })
    const failed = desk.open({})
    page.scripts[0]!.onerror?.()
    await expect(failed).rejects.toThrow(HELP_DESK_FAILED)
    expect(page.scripts).toHaveLength(0)
    const retry = desk.open({})
    expect(page.scripts).toHaveLength(1)
    page.providerLoads()
    await retry
    expect(page.calls).toEqual([['open', 'chat']])
  })
})
