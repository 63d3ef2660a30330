// Every job the worker can run; each product area adds its definitions here.
import type { JobDefinition } from './registry'
import { refillSubscriptionTokensJob } from '../subscriptions/refill-subscription-tokens-job'

export const jobHandlers: readonly JobDefinition[] = [refillSubscriptionTokensJob]
