import { describe, expect, it } from 'vitest'
import { QUERY_PARAMS } from './query-params'

// Copied from the spec's lists, so a parameter dropped from the registry fails here.
const PLATFORM = 'ref, p, geo, offer, entry, utm_source, utm_term, newby, subject, tariffGroup, topic, workTypeId, subscription, loading, survioForm, gbFeature, show_wof, message_id, showFreeTokensPopup, showRefillBalancePopup, selectedTariffId, amountTokens, completedOrder, flow, isLoadingAfterPayment, retryOrderId, shouldCreateOrder, autoPayForAiOrder'
const AUTH_CALLBACK = 'phoneNumber, initialCode, sendCodeOnce, auth_token, auth_token_id, redirect, a, r, email, isTgAuthAvailable, state, code, cid'
const ORDERS = 'topic, text-topic, workTypeId, shouldCreateOrder, retryOrderId, one_essay, partnerAiReferatId, completedOrder, flow, autoPayForAiOrder, searchRefs, search, shouldGeneratePresentationForOrder, isLoadingAfterPayment, tryPayReferat, custom_text_title, order_title, order_subject_id, subject, newby, trialKey, show_wof, message_id, showFreeTokensPopup, lw_open_first, librarySearchAiPopup, showRefillBalancePopup, event_name, survioForm, fileUrl'
const ROUTING_GUARD = 'from_admin, edugram_id, balanceSidebarOpened, essayTopic, essay_topic'

const names = (list: string) => list.split(', ')

describe('QUERY_PARAMS', () => {
  it.each([
    ['platform.md §2 Query parameters', PLATFORM],
    ['platform.md §2 Auth callback parameters', AUTH_CALLBACK],
    ['orders.md §2', ORDERS],
    ['routing guard, banners and old links', ROUTING_GUARD],
  ])('names every parameter of %s', (_, list) => {
    expect(names(list).filter((n) => !(n in QUERY_PARAMS))).toEqual([])
  })

  it('gives each a meaning and a reader', () => {
    for (const [name, p] of Object.entries(QUERY_PARAMS)) {
      expect(p.meaning.length, name).toBeGreaterThan(5)
      expect(p.readBy.length, name).toBeGreaterThan(2)
    }
  })

  it('keeps the fixed values of the spec', () => {
    expect(QUERY_PARAMS.geo.values).toEqual(['CIS'])
    expect(QUERY_PARAMS.showRefillBalancePopup.values).toEqual(['AI', 'library'])
    expect(QUERY_PARAMS.librarySearchAiPopup.values).toEqual(['openLibrarySearch', 'openLibraryWork'])
    expect(QUERY_PARAMS.one_essay.values).toEqual(['yes'])
    expect(QUERY_PARAMS.event_name.values).toEqual(['A', 'B'])
  })
})
