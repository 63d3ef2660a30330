// «Найти другие источники» in the default (local) mode: another page of relevant sources, never one offered before,
// the search summary the step shows, and «nothing new» bringing the last page back. Paging needs more relevant records
// than one page holds, which the shipped catalogue no longer has for any topic once off-topic records are left out
// (edge/sources/relevance-set.test.ts), so that test searches a catalogue of 25 on-topic records. Adding by DOI needs
// the connected mode, and says so.
import { describe, expect, it } from 'vitest'
import type { AppDeps } from '../../edge/context'
import { searchEssayReferences } from '../../edge/essays/references/search-essay-references'
import type { SourcesPort, TSourceHit } from '../../edge/sources/port'
import type { TestDb } from '../helpers/test-db'
import { approveOutline, essayOnOutline, essayOnSources } from '../helpers/essay-orders'
import { gql, phoneClients } from './auth-support'
import { useTestApp, type TTestApp } from '../helpers/test-app'

let t: TestDb
let deps: AppDeps
let app: TTestApp
useTestApp((made) => ({ t, deps, app } = made))
const client = phoneClients('10.94.0', () => ({ app, db: t.db }))

const ORDER = `query($id: ID!) { getAiEssayOrderById(id: $id) { status canAddReferenceByIdentifier referenceSearch { found page exhausted } references { id status referenceData { title } } } }`
const AGAIN = `mutation($id: ID!) { searchAiEssayOrderReferences(aiEssayOrderId: $id) { status } }`

const FIELDS = ['в промышленности', 'в розничной торговле', 'в банковском секторе', 'в строительстве', 'в сфере услуг', 'в энергетике', 'в сельском хозяйстве', 'в телекоммуникациях', 'в транспорте', 'в гостиничном бизнесе', 'в фармацевтике', 'в машиностроении', 'в IT-компаниях', 'в страховании', 'в логистике', 'в металлургии', 'в пищевой промышленности', 'в образовании', 'в здравоохранении', 'в медиа', 'в химической отрасли', 'в авиации', 'в нефтегазовой отрасли', 'в лесной отрасли', 'в туризме']
const SURNAMES = ['Абрамов', 'Белов', 'Воронин', 'Гусев', 'Данилов', 'Егоров', 'Жуков', 'Зайцев', 'Ильин', 'Комаров', 'Лебедев', 'Макаров', 'Некрасов', 'Орлов', 'Павлов', 'Романов', 'Соколов', 'Тихонов', 'Ушаков', 'Фролов', 'Харитонов', 'Цветков', 'Чернов', 'Шаров', 'Яковлев']
/** 25 records on the topic, each its own work (another field, author and year). */
const onTopic: SourcesPort = {
  searchSources: async () =>
    FIELDS.map((field, i): TSourceHit => ({
      id: `catalogue:${9000 + i}`,
      origin: 'catalogue',
      score: 1 - i / 100,
      subject: 'management',
      record: { kind: 'book', authors: [{ family: SURNAMES[i]!, given: 'И. И.' }], title: `Конкурентная стратегия организации ${field}`, year: 2000 + i, language: 'ru' } as TSourceHit['record'],
    })),
}

describe('other sources', () => {
  it('offers a different page each time, then says there are no others and shows the last page again', { timeout: 60_000 }, async () => {
    const { headers: h } = await client(100)
    const { id, outline } = await essayOnOutline(app, deps, h, 'Стратегический менеджмент и конкурентная стратегия организации', 4)
    expect(await approveOutline(app, deps, h, id, outline)).toBe(4)
    const search = () => searchEssayReferences({ deps, sources: onTopic, orderId: id, finalAttempt: false })
    expect(await search()).toBe('found')
    const order = async () => (await gql(app, ORDER, { id }, h)).data.getAiEssayOrderById
    const first = await order()
    expect(first.canAddReferenceByIdentifier).toBe(false)
    expect(first.referenceSearch).toEqual({ found: first.references.length, page: 1, exhausted: false })
    expect(first.references.length).toBeGreaterThan(0)
    expect(first.references.length).toBeLessThanOrEqual(10)

    const seen = new Set<string>(first.references.map((r: { referenceData: { title: string } }) => r.referenceData.title))
    let last = first
    for (let page = 2; page < 10; page++) {
      expect((await gql(app, AGAIN, { id }, h)).data.searchAiEssayOrderReferences.status).toBe(4)
      expect(await search()).toBe('found')
      const next = await order()
      expect(next.status).toBe(5)
      if (next.referenceSearch.exhausted) {
        // Nothing new: the page offered last is back, and the step says so.
        expect(next.referenceSearch.page).toBe(last.referenceSearch.page)
        expect(next.references.map((r: { referenceData: { title: string } }) => r.referenceData.title).sort()).toEqual(last.references.map((r: { referenceData: { title: string } }) => r.referenceData.title).sort())
        expect(page).toBeGreaterThan(2)
        return
      }
      expect(next.referenceSearch.page).toBe(page)
      for (const r of next.references) {
        expect(seen.has(r.referenceData.title), r.referenceData.title).toBe(false)
        seen.add(r.referenceData.title)
      }
      last = next
    }
    throw new Error('the search never ran out of other sources')
  })

  it('refuses adding by DOI outside the connected mode, in words', { timeout: 60_000 }, async () => {
    const { headers: h } = await client(100)
    const id = await essayOnSources(app, deps, h, 'Мотивация персонала в организации')
    const res = await gql(app, `mutation($id: ID!) { resolveAiEssayOrderReference(aiEssayOrderId: $id, identifier: "10.1037/h0054346") { title } }`, { id }, h)
    expect(res.errors?.[0]?.message).toBe('Добавить источник по DOI, ISBN или ссылке можно, когда сервис подключён к каталогам Crossref и OpenAlex')
  })
})
