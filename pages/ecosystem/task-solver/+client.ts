// Browser entry of the task-solver start page: hydrates only its islands and counts the funnel's start step.
import { hydrateIslands } from '../../../islands/hydrate'
import { trackLater } from '../../../islands/analytics/track-later'

void hydrateIslands()
trackLater('order_start', { product: 'task' })
