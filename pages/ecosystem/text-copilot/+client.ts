// Browser entry of the text-copilot start page: hydrates only its islands and counts the funnel's start step.
import { hydrateIslands } from '../../../islands/hydrate'
import { track } from '../../../islands/analytics/track'

void hydrateIslands()
track('order_start', { product: 'text' })
