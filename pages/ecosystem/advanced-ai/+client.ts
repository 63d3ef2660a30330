// Browser entry of the advanced AI start page: hydrates only its islands and counts the funnel's start step.
import { hydrateIslands } from '../../../islands/hydrate'
import { trackLater } from '../../../islands/analytics/track-later'

void hydrateIslands()
trackLater('order_start', { product: 'advancedAi' })
