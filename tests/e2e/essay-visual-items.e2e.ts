// Visual items in the completed text, in the browser: a table with «Таблица 1 — …» above it, the SVG chart with
// «Рисунок 1 — …» below it and a KaTeX formula numbered (1), in the order of their markers. The server's GraphQL answers
// for this one order are stubbed in the page (a completed work whose sections carry the markers, and its items, both
// in the exact shapes the API returns — the API itself is covered by tests/http/essay-visual-items.test.ts), so the
// screen is reached without the whole wizard. Deleting in place runs against the server on the demo AI: a seeded
// completed work, two tables inserted through the AI editor, the first deleted (the popup asks first), the second
// renumbered, a reload and the section's history agree; «Изменить» makes a formula of the other one in its place. Screenshots at 375 and 1280 px go to /tmp/visuals/.
import { mkdir } from 'node:fs/promises'
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { closeBrowser, gqlClient, newPage, open, shootWidths } from './fixtures'
import { signedInClient } from './clients'
import { seededWork } from './essay-fixtures'

afterAll(closeBrowser)

const SHOTS = '/tmp/visuals'
const UNIFIED_ID = '990001'

const TABLE = { caption: 'Выручка малых предприятий по годам', columns: ['Год', 'Выручка, млн руб.', 'Доля онлайн-продаж'], rows: [['2020', '15', '18 %'], ['2021', '18', '27 %'], ['2022', '21', '42 %']] }
const GRAPH = { caption: 'Значения из выделенного текста', kind: 'bar', labels: ['2020', '2021', '2022'], series: [{ name: 'Выручка', values: [15, 18, 21] }], yLabel: 'млн руб.' }
const FORMULA = { caption: 'Рентабельность продаж', latex: 'R = \\frac{P}{S} \\cdot 100\\%' }
const ITEMS = [
  { id: '501', type: 'table', content: JSON.stringify(TABLE), isDemo: true },
  { id: '502', type: 'graph', content: JSON.stringify(GRAPH), isDemo: true },
  { id: '503', type: 'formula', content: JSON.stringify(FORMULA), isDemo: false },
]

const P1 = 'В 2020 году выручка малых предприятий составила 15 млн рублей, в 2021 году — 18 млн рублей, в 2022 году — 21 млн рублей.'
const P2 = 'Рентабельность продаж показывает, какую долю выручки составляет прибыль предприятия.'

const order = {
  __typename: 'AiEssayOrder',
  id: '77001',
  unifiedOrderId: UNIFIED_ID,
  status: 14,
  previousStatus: 13,
  topic: 'Цифровизация малого бизнеса в регионах России',
  taskDetails: null,
  extendedDescription: null,
  workbookFile: null,
  numberOfPages: 5,
  goal: null,
  idea: null,
  shouldGenerateFakeIntroduction: false,
  fakeIntroduction: null,
  isPaid: true,
  referenceSearchStatus: null,
  aiProvider: 'demo',
  errorMessage: null,
  updatedAt: '2026-11-25T12:00:00.000Z',
  orderWorkType: { id: 1, slug: 'referat', title: 'Реферат', buttonLabel: 'Реферат', descriptor: 'реферат', formTitle: 'Реферат', isSmall: false, isAvailable: true },
  outline: [{ title: 'Малый бизнес в цифровой экономике', subchapters: [{ title: 'Показатели цифровизации' }] }],
  references: [],
  finalText: [
    { key: 'introduction', title: 'Введение', level: 1, text: 'Работа рассматривает цифровизацию малого бизнеса.' },
    { key: 'c1', title: '1 Малый бизнес в цифровой экономике', level: 1, text: '' },
    { key: 'c1.1', title: '1.1 Показатели цифровизации', level: 2, text: [P1, '[[visual:501]]', '[[visual:502]]', P2, '[[visual:503]]', 'Таким образом, выручка росла.'].join('\n\n') },
    { key: 'conclusion', title: 'Заключение', level: 1, text: 'Цифровизация связана с ростом выручки.' },
  ],
  titlePageData: null,
}

async function stubOrder(page: Page) {
  await page.route('**/graphql', async (route) => {
    const body = route.request().postData() ?? ''
    if (body.includes('query EssayOrder(')) return route.fulfill({ json: { data: { getAiEssayOrderById: order } } })
    if (body.includes('query EssayVisualItems(')) return route.fulfill({ json: { data: { getAiEssayOrderById: { id: order.id, visualItems: ITEMS } } } })
    return route.continue()
  })
}

async function shoot(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true })
  for (const [width, height] of [
    [375, 812],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height })
    await page.locator('.essay-visual--table').scrollIntoViewIfNeeded()
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true, animations: 'disabled' })
    await page.locator('.essay-visual--table').evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 80))
    await page.screenshot({ path: `${SHOTS}/${name}-${width}-items.png`, animations: 'disabled' })
  }
}

describe('visual items in the completed text', () => {
  it('shows the table, the chart and the formula with GOST captions and numbers', { timeout: 120_000 }, async () => {
    await mkdir(SHOTS, { recursive: true })
    const page = await newPage('mobile')
    await page.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'))
    await stubOrder(page)
    await open(page, `/ecosystem/text-copilot/${UNIFIED_ID}`)
    await page.waitForSelector('.essay-wizard[data-screen="completed"]', { timeout: 30_000 })
    await page.waitForSelector('.essay-visual--formula .katex')

    const figures = await page.$$eval('.essay-section[data-section="c1.1"] p[data-paragraph], .essay-section[data-section="c1.1"] figure.essay-visual', (els) => els.map((e) => e.getAttribute('data-visual-type') ?? 'p'))
    expect(figures).toEqual(['p', 'table', 'graph', 'p', 'formula', 'p'])
    // The demo writer's items carry the page's «Демо» mark beside them, not in the caption that goes into the file.
    const marked = await page.$$eval('figure.essay-visual', (els) => els.map((e) => `${e.getAttribute('data-visual-type')}:${e.querySelector('[data-visual-demo]')?.textContent ?? ''}`))
    expect(marked).toEqual(['table:Демо', 'graph:Демо', 'formula:'])
    // Table: the caption above it, the cells from the data.
    expect(await page.textContent('.essay-visual--table figcaption')).toBe('Таблица 1 — Выручка малых предприятий по годам')
    expect(await page.$$eval('.essay-visual--table tbody tr', (rows) => rows.map((r) => [...r.querySelectorAll('td')].map((c) => c.textContent)))).toEqual(TABLE.rows)
    // Chart: an SVG drawn from the data (three bars), the caption below it.
    expect(await page.$$eval('.essay-visual--graph svg rect[fill="#1f4e79"]', (r) => r.length)).toBe(3)
    // On the phone the chart is drawn narrower, so its labels stay readable.
    await expect.poll(() => page.getAttribute('.essay-visual--graph', 'data-compact')).toBe('true')
    expect(await page.textContent('.essay-visual--graph figcaption')).toBe('Рисунок 1 — Значения из выделенного текста')
    const chartBox = (await page.locator('.essay-visual--graph svg').boundingBox())!
    const captionBox = (await page.locator('.essay-visual--graph figcaption').boundingBox())!
    expect(captionBox.y).toBeGreaterThan(chartBox.y + chartBox.height - 1)
    // Formula: KaTeX, and its number at the right.
    expect(await page.textContent('.essay-visual__number')).toBe('(1)')
    const mathBox = (await page.locator('.essay-visual--formula .katex').boundingBox())!
    const numberBox = (await page.locator('.essay-visual__number').boundingBox())!
    expect(numberBox.x).toBeGreaterThan(mathBox.x + mathBox.width)
    // Nothing overflows the 375 px screen: a wide table scrolls inside its own box.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await shoot(page, 'completed')
    await page.close()
  })
})

const FIGURES = [
  'В 2020 году выручка малых предприятий составила 15 млн рублей, в 2021 году — 18 млн рублей.',
  'В 2023 году в компании работали 40 человек, в 2024 году — 52 человека.',
  'Таким образом, показатели росли.',
]

const SECTIONS = [
  { key: 'introduction', title: 'Введение', level: 1, text: 'Работа рассматривает цифровизацию малого бизнеса.' },
  { key: 'c1', title: 'Показатели', level: 1, text: FIGURES.join('\n\n') },
  { key: 'conclusion', title: 'Заключение', level: 1, text: 'Цифровизация связана с ростом выручки.' },
]

/** ✦ at paragraph `i` of «Показатели» → Визуализировать → Таблица → Создать → Вставить; the new item's id. */
async function insertTable(page: Page, i: number): Promise<string> {
  const before = await page.$$eval('[data-visual-block]', (els) => els.map((e) => e.getAttribute('data-visual-block')))
  await page.getByRole('button', { name: `Редактировать с ИИ: раздел «Показатели», абзац ${i + 1}` }).click()
  await page.click('[data-editor-action="visualize"]')
  await page.locator('.essay-visualize__kind[data-kind="table"]').click()
  await page.click('[data-action="create-visual"]')
  await page.click('[data-action="insert-visual"]')
  await expect.poll(() => page.locator('[data-visual-block]').count(), { timeout: 15_000 }).toBe(before.length + 1)
  const after = await page.$$eval('[data-visual-block]', (els) => els.map((e) => e.getAttribute('data-visual-block')!))
  return after.find((id) => !before.includes(id))!
}

const captions = (page: Page) => page.$$eval('.essay-section[data-section="c1"] figure.essay-visual figcaption', (els) => els.map((e) => e.textContent))
const sectionOrder = (page: Page) =>
  page.$$eval('.essay-section[data-section="c1"] p[data-paragraph], .essay-section[data-section="c1"] [data-visual-block]', (els) => els.map((e) => e.getAttribute('data-visual-block') ?? 'p'))

describe('deleting a visual item in place', () => {
  it('asks first, removes the table and its caption, renumbers the rest, stays gone after a reload; «Изменить» swaps in a new item', { timeout: 180_000 }, async () => {
    await mkdir(SHOTS, { recursive: true })
    const token = await signedInClient(gqlClient())
    const path = await seededWork(token, 'Цифровизация малого бизнеса в регионах России', SECTIONS)
    const page = await newPage('desktop')
    await page.addInitScript((t) => {
      localStorage.setItem('apiToken', t)
      localStorage.setItem('cookiesAccepted', 'true')
      localStorage.setItem('onboardingFinishedSteps', JSON.stringify(['ai-editor__editor', 'ai-editor__text-selection']))
    }, token)
    await open(page, path)
    await page.waitForSelector('.essay-wizard[data-screen="completed"]')
    await page.waitForSelector('[data-island="popup-host"][data-hydrated="true"]', { state: 'attached' })

    const first = await insertTable(page, 0)
    // Paragraph numbers count the marker paragraph too: the last text paragraph is now the fourth.
    const second = await insertTable(page, 3)
    expect(await sectionOrder(page)).toEqual(['p', first, 'p', 'p', second])
    expect(await captions(page)).toEqual(['Таблица 1 — Показатели из выделенного текста', 'Таблица 2 — Ключевые понятия фрагмента'])

    // «Удалить таблицу» asks in a popup; «Оставить» keeps it.
    const remove = page.locator(`[data-visual-block="${first}"]`).getByRole('button', { name: 'Удалить таблицу' })
    await remove.click()
    const dialog = page.locator('.popup-overlay [role="dialog"]')
    await dialog.waitFor()
    expect(await dialog.textContent()).toContain('Удалить из работы?')
    // The popup's body is its own chunk: it may arrive a moment after the popup's title.
    await expect.poll(() => dialog.textContent()).toContain('«Таблица 1 — Показатели из выделенного текста» пропадёт из текста')
    await page.locator(`[data-visual-block="${first}"]`).scrollIntoViewIfNeeded()
    await shootWidths(page, `${SHOTS}/delete-confirm`, { fullPage: false })
    await dialog.getByRole('button', { name: 'Оставить' }).click()
    await expect.poll(() => dialog.count()).toBe(0)
    expect(await page.locator(`[data-visual-block="${first}"]`).count()).toBe(1)

    await remove.click()
    await dialog.getByRole('button', { name: 'Удалить таблицу' }).click()
    await expect.poll(() => page.locator(`[data-visual-block="${first}"]`).count()).toBe(0)
    await expect.poll(() => dialog.count()).toBe(0)
    await expect.poll(() => page.locator('.toast-host').textContent()).toContain('Таблица удалена')
    expect(await sectionOrder(page)).toEqual(['p', 'p', 'p', second])
    expect(await captions(page)).toEqual(['Таблица 1 — Ключевые понятия фрагмента'])
    // The paragraphs around it are as they were.
    expect(await page.$$eval('.essay-section[data-section="c1"] p[data-paragraph]', (els) => els.map((e) => e.textContent))).toEqual(FIGURES)
    await shootWidths(page, `${SHOTS}/deleted`, { fullPage: false, before: async () => void (await page.locator(`[data-visual-block="${second}"]`).scrollIntoViewIfNeeded()) })

    await page.reload()
    await page.waitForSelector(`[data-visual-block="${second}"] figcaption`)
    expect(await sectionOrder(page)).toEqual(['p', 'p', 'p', second])
    expect(await captions(page)).toEqual(['Таблица 1 — Ключевые понятия фрагмента'])

    // «Изменить» opens the form on the passage the table was made from, with its kind; a formula goes in its place.
    await page.locator(`[data-visual-block="${second}"]`).getByRole('button', { name: 'Изменить таблицу' }).click()
    const form = page.locator(`[data-visual-block="${second}"] .essay-visualize`)
    expect(await page.textContent(`[data-visual-block="${second}"] .essay-visual-item__source`)).toBe(`Из текста: «${FIGURES[2]}»`)
    expect(await form.locator('input[type="radio"]:checked').getAttribute('value')).toBe('table')
    await form.locator('.essay-visualize__kind[data-kind="formula"]').click()
    await form.locator('textarea').fill('E = mc^2')
    await page.locator(`[data-visual-block="${second}"] [data-action="create-visual"]`).click()
    await page.locator(`[data-visual-block="${second}"] .essay-visualize__preview .katex`).waitFor()
    await page.locator(`[data-visual-block="${second}"]`).scrollIntoViewIfNeeded()
    await shootWidths(page, `${SHOTS}/change-preview`, { fullPage: false, before: async () => void (await page.locator(`[data-visual-block="${second}"] .essay-visualize__preview`).scrollIntoViewIfNeeded()) })
    expect(await page.textContent(`[data-visual-block="${second}"] [data-action="insert-visual"]`)).toBe('Заменить')
    await page.click(`[data-visual-block="${second}"] [data-action="insert-visual"]`)
    await expect.poll(() => page.locator(`[data-visual-block="${second}"]`).count()).toBe(0)
    const third = (await page.$$eval('.essay-section[data-section="c1"] [data-visual-block]', (els) => els.map((e) => e.getAttribute('data-visual-block')!)))[0]!
    expect(await sectionOrder(page)).toEqual(['p', 'p', 'p', third])
    expect(await page.textContent(`[data-visual-block="${third}"] .essay-visual__number`)).toBe('(1)')
    await page.reload()
    await page.waitForSelector(`[data-visual-block="${third}"] .katex`)
    expect(await sectionOrder(page)).toEqual(['p', 'p', 'p', third])
    // The demo badge has its own row: the math stays left of its number.
    const math = (await page.locator(`[data-visual-block="${third}"] .katex`).boundingBox())!
    const number = (await page.locator(`[data-visual-block="${third}"] .essay-visual__number`).boundingBox())!
    expect(number.x).toBeGreaterThan(math.x + math.width)
    await shootWidths(page, `${SHOTS}/changed`, { fullPage: false, before: async () => void (await page.locator(`[data-visual-block="${third}"]`).scrollIntoViewIfNeeded()) })

    // The section's history names the changes.
    await page.getByRole('button', { name: 'История раздела «Показатели»' }).click()
    await page.waitForSelector('[data-popup-body="essay-section-history"] .text-history__kind')
    expect(await page.$$eval('.text-history__kind', (els) => els.map((e) => e.textContent).slice(0, 4))).toEqual(['Заменена иллюстрация', 'Удалена иллюстрация', 'Добавлена иллюстрация', 'Добавлена иллюстрация'])
    await page.close()
  })
})
