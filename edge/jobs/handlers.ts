// Every job the worker can run; each product area adds its definitions here.
import type { JobDefinition } from './registry'
import { refillSubscriptionTokensJob } from '../subscriptions/refill-subscription-tokens-job'
import { renewSubscriptionJob } from '../subscriptions/renew-subscription-job'
import { periodStartBonusesJob } from '../subscriptions/apply-deferred-bonuses'
import { expireTemporaryTokensJob } from '../money/expire-temporary-tokens'
import { generateOutlineJob } from '../essays/outline/generate-outline-job'
import { fakeIntroductionJob, searchReferencesJob } from '../essays/references/essay-step-jobs'
import { finalTextJob } from '../essays/text/final-text-job'
import { presentationJob } from '../essays/presentation/essay-presentations'
import { suggestRequirementsJob } from '../essays/requirements/suggest-essay-requirements'
import { removeStoredObjectJob } from '../storage/remove-object-job'
import { referatGenerateJob } from '../referats/referat-generate-job'
import { referatOrderJobs } from '../referats/order/referat-order-jobs'
import { recognizeTextJob } from '../recognition/recognize-text-job'
import { aiOrderAnswerJob } from '../ai-orders/ai-order-answer-job'

export const jobHandlers: readonly JobDefinition[] = [refillSubscriptionTokensJob, renewSubscriptionJob, periodStartBonusesJob, expireTemporaryTokensJob, generateOutlineJob, searchReferencesJob, fakeIntroductionJob, finalTextJob, presentationJob, suggestRequirementsJob, removeStoredObjectJob, referatGenerateJob, ...referatOrderJobs, recognizeTextJob, aiOrderAnswerJob]

