// Widgets: toasts and popups (with the image cropper) on the dashboard, driven in Chromium.
import { afterAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { closeBrowser } from './fixtures'
import { call, dashboard, screenshot, type Widgets } from './widget-helpers'
import { POPUP_NAMES, popupDef } from '../../domain/popups'
import { popupContents } from '../../islands/popups/popup-contents'

afterAll(closeBrowser)

// The balance sidebar is a dialog of its own; popups are the ones inside the popup overlay.
const POPUP = '.popup-overlay [role="dialog"]'

const visibleToasts = (page: Page) => page.locator('.toast:not(.toast--leaving) .toast__text').allTextContents()

describe('toasts', () => {
  it('keep at most three: a fourth closes the oldest, which leaves and is deleted', async () => {
    const page = await dashboard()
    await call(page, (w) => ['Первый', 'Второй', 'Третий'].forEach((text) => w.toast.show({ text })))
    // React renders the atom change asynchronously: wait for it rather than read at once (a loaded CI machine lost this race).
    await expect.poll(() => visibleToasts(page)).toEqual(['Первый', 'Второй', 'Третий'])
    await call(page, (w) => w.toast.show({ text: 'Четвёртый' }))
    await expect.poll(() => visibleToasts(page)).toEqual(['Второй', 'Третий', 'Четвёртый'])
    await expect.poll(() => page.locator('.toast').count()).toBe(3)
    // They sit in the bottom-centre stack, a polite live region.
    expect(await page.locator('.toast-stack--bottom-center .toast').count()).toBe(3)
    expect(await page.getAttribute('.toast-stack--bottom-center', 'aria-live')).toBe('polite')
    // The close button closes any time.
    await page.click('.toast:has-text("Второй") .toast__close')
    await expect.poll(() => visibleToasts(page)).toEqual(['Третий', 'Четвёртый'])
    await page.close()
  })

  it('close by themselves: errors after 20 s, others after 30 s; the undo toast after 5 s unless «Вернуть» is pressed', async () => {
    const page = await dashboard('desktop', (p) => p.clock.install())
    // The page's clock stands still from here, so only fastForward moves it: on a loaded machine the real seconds
    // between two steps would otherwise count towards the toasts' 20 s.
    await page.clock.pauseAt(Date.now() + 60_000)
    await call(page, (w) => {
      w.toast.error()
      w.toast.show({ text: 'Обычный' })
    })
    expect(await page.locator('.toast--error[role="alert"] .toast__text').textContent()).toBe('Что-то пошло не так, попробуй позже')
    await page.clock.fastForward(19_000)
    expect(await visibleToasts(page)).toEqual(['Что-то пошло не так, попробуй позже', 'Обычный'])
    await page.clock.fastForward(1_500)
    expect(await visibleToasts(page)).toEqual(['Обычный'])
    await page.clock.fastForward(10_000)
    expect(await visibleToasts(page)).toEqual([])

    await call(page, (w) => {
      window.__result = []
      const log = (s: string) => (window.__result as string[]).push(s)
      w.toast.undo({ text: 'Пункт плана удалён', onUndo: () => log('undo:1'), onCommit: () => log('commit:1') })
      w.toast.undo({ text: 'Ещё один удалён', onUndo: () => log('undo:2'), onCommit: () => log('commit:2') })
    })
    await page.click('.toast:has-text("Пункт плана удалён") .toast__button:has-text("Вернуть")')
    // runFor, not fastForward: it runs every timer and frame due on the way, as 5.5 s on a running clock would.
    await page.clock.runFor(5_500)
    await expect.poll(() => page.evaluate(() => window.__result)).toEqual(['undo:1', 'commit:2'])
    await page.close()
  })

  it('on phones, left and right toasts join the centre of their group', async () => {
    for (const viewport of ['mobile', 'desktop'] as const) {
      const page = await dashboard(viewport)
      await call(page, (w) => {
        w.toast.show({ title: 'Платеж прошел', text: 'Токены уже на балансе', state: 'success', position: 'top-right' })
        w.toast.loading('Загружаем файл…', { position: 'top-left' })
        w.toast.undo({ text: 'Пункт плана удалён', onUndo: () => {} })
      })
      // The toast host renders after the calls return: wait for the stacks rather than reading them at once.
      const stacks = () => page.locator('.toast-stack:has(.toast)').evaluateAll((els) => els.map((e) => e.getAttribute('data-position')).sort())
      await expect.poll(stacks).toEqual(viewport === 'mobile' ? ['bottom-center', 'top-center'] : ['bottom-center', 'top-left', 'top-right'])
      await screenshot(page, `widgets-toasts-${viewport}`)
      await page.close()
    }
  })
})

describe('popups', () => {
  it('a dialog with its title closes on a backdrop click, not on a click inside, and on Escape; focus returns', async () => {
    const page = await dashboard()
    await page.focus('a.card__link')
    const opener = await page.evaluate(() => document.activeElement?.textContent)
    // A popup whose body is not built yet shows the placeholder, which this test clicks inside.
    const name = POPUP_NAMES.find((n) => !popupContents[n] && (popupDef(n).size ?? 'normal') === 'normal' && n !== 'survey' && n !== 'feedback-form')!
    await page.evaluate(`window.__campusWidgets.openPopup(${JSON.stringify(name)})`)
    const dialog = page.locator(`${POPUP}[aria-modal="true"]`)
    await dialog.waitFor()
    expect(await page.locator(`#${await dialog.getAttribute('aria-labelledby')}`).textContent()).toBe(popupDef(name).title)
    // Focus moved into the dialog, and Tab / Shift+Tab keep it there.
    const focusInDialog = () => page.evaluate(() => Boolean(document.activeElement?.closest('.popup[role="dialog"]')))
    expect(await focusInDialog()).toBe(true)
    for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key)
      expect(await focusInDialog()).toBe(true)
    }
    await page.click('.popup-placeholder__text')
    expect(await dialog.count()).toBe(1)
    await page.mouse.click(8, 8)
    await expect.poll(() => dialog.count()).toBe(0)
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(opener)

    await call(page, (w) => w.openPopup('survey'))
    await call(page, (w) => w.openPopup('feedback-form'))
    // The second replaces the first; its popup renders on the next frame, so wait for it rather than count at once.
    await expect.poll(() => page.locator(POPUP).count()).toBe(1)
    expect(await page.locator('.popup__title').textContent()).toBe('Расскажи, что улучшить')
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog.count()).toBe(0)
    await page.close()
  })

  it('locks page scrolling while open without shifting the layout, and restores the exact position', async () => {
    const page = await dashboard()
    await page.evaluate(() => {
      const filler = document.createElement('div')
      filler.style.height = '3000px'
      document.querySelector('main')?.append(filler)
      window.scrollTo(0, 437)
    })
    const width = () => page.evaluate(() => document.querySelector('main')?.getBoundingClientRect().width)
    const before = await width()
    await call(page, (w) => w.openPopup('friends'))
    await page.locator(POPUP).waitFor()
    expect(await width()).toBe(before)
    await page.mouse.move(640, 100)
    await page.mouse.wheel(0, 800)
    await page.keyboard.press('End')
    await page.waitForTimeout(150)
    expect(await page.evaluate(() => window.scrollY)).toBe(437)
    await call(page, (w) => w.closePopup())
    expect(await page.evaluate(() => [window.scrollY, getComputedStyle(document.documentElement).overflowY])).toEqual([437, 'visible'])
    await page.mouse.wheel(0, 200)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(437)
    await page.close()
  })

  it('closes when the route name changes (a client-side step, or back), not when only the query does', async () => {
    const page = await dashboard()
    await call(page, (w) => w.openPopup('library-search'))
    await page.locator(POPUP).waitFor()
    await page.evaluate(() => history.pushState(null, '', '/ecosystem?tab=2'))
    await page.waitForTimeout(100)
    expect(await page.locator(POPUP).count()).toBe(1)
    await page.evaluate(() => history.pushState(null, '', '/ecosystem/faq'))
    await expect.poll(() => page.locator(POPUP).count()).toBe(0)

    await call(page, (w) => w.openPopup('similar-orders'))
    await page.locator(POPUP).waitFor()
    await page.evaluate(() => history.back())
    await expect.poll(() => page.locator(POPUP).count()).toBe(0)
    await page.close()
  })

  it('crops an image to the frame and hands back a Blob', async () => {
    for (const viewport of ['desktop', 'mobile'] as const) {
      const page = await dashboard(viewport)
      await page.evaluate(async () => {
        const canvas = document.createElement('canvas')
        canvas.width = 1200
        canvas.height = 800
        const ctx = canvas.getContext('2d')!
        const g = ctx.createLinearGradient(0, 0, 1200, 800)
        g.addColorStop(0, '#4b3df5')
        g.addColorStop(1, '#f5a524')
        ctx.fillStyle = g
        ctx.fillRect(0, 0, 1200, 800)
        ctx.fillStyle = '#fff'
        ctx.font = 'bold 160px sans-serif'
        ctx.fillText('Кампус', 300, 460)
        const blob = await new Promise<Blob>((r) => canvas.toBlob((b) => r(b!), 'image/png'))
        const w = window.__campusWidgets as unknown as Widgets
        w.openPopup('image-cropper', {
          src: URL.createObjectURL(blob),
          onDone: ({ blob: out, canvas: c }: { blob: Blob; canvas: HTMLCanvasElement }) => (window.__result = { size: out.size, type: out.type, w: c.width, h: c.height }),
        })
      })
      const stage = page.locator('.cropper__stage')
      await page.locator('.cropper__image[style*="scale"]').waitFor()
      const box = (await stage.boundingBox())!
      // 1280 × 800: min(332, 0.96 × 800 − 260 = 508) = 332 high, 536 wide.
      if (viewport === 'desktop') expect([Math.round(box.width), Math.round(box.height)]).toEqual([536, 332])
      // Phones: the whole width (the layout viewport, which is wider than 375 while a page overflows).
      else expect(Math.round(box.width)).toBe(await page.evaluate(() => window.innerWidth))
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
      await page.mouse.down()
      await page.mouse.move(box.x + box.width / 2 - 60, box.y + box.height / 2, { steps: 5 })
      await page.mouse.up()
      await page.locator('.cropper__zoom input').fill('1.6')
      await screenshot(page, `widgets-cropper-${viewport}`)
      await page.click('.cropper__actions button:has-text("Готово")')
      await expect.poll(() => page.evaluate(() => window.__result)).toMatchObject({ type: 'image/jpeg' })
      const result = (await page.evaluate(() => window.__result)) as { size: number; w: number; h: number }
      expect(result.size).toBeGreaterThan(1000)
      expect(result.w).toBe(result.h)
      expect(await page.locator(POPUP).count()).toBe(0)
      await page.close()
    }
  })

  it('shows the placeholder body of a popup its product has not filled in', async () => {
    for (const viewport of ['mobile', 'desktop'] as const) {
      const page = await dashboard(viewport)
      await call(page, (w) => w.openPopup('promo-code-entry'))
      await page.locator('.popup-placeholder').waitFor()
      await screenshot(page, `widgets-popup-${viewport}`)
      await page.click('.popup-placeholder button:has-text("Понятно")')
      await expect.poll(() => page.locator(POPUP).count()).toBe(0)
      await page.close()
    }
  })
})
