// The product's GraphQL schema, built once per process from the SDL files and the areas' resolvers.
import { makeSchema, mergeResolvers } from './schema'
import { DateTimeScalar } from './scalars'
import { accountsResolvers } from './resolvers/accounts'
import { authResolvers } from './resolvers/auth'
import { alertsResolvers } from './resolvers/alerts'
import { recentOrdersResolvers } from './resolvers/recent-orders'
import { unifiedOrdersResolvers } from './resolvers/unified-orders'
import { moneyResolvers } from './resolvers/money'
import { paymentsResolvers } from './resolvers/payments'
import { essaysResolvers } from './resolvers/essays'
import { essaySourcesResolvers } from './resolvers/essay-sources'
import { subscriptionLifecycleResolvers } from './resolvers/subscription-lifecycle'
import { referatOrdersResolvers } from './resolvers/referat-orders'
import { libraryOrdersResolvers } from './resolvers/library-orders'
import { taskOrdersResolvers } from './resolvers/task-orders'
import { aiOrdersResolvers } from './resolvers/ai-orders'
import { advancedAiOrdersResolvers } from './resolvers/advanced-ai-orders'
import { essayHistoryResolvers } from './resolvers/essay-history'
import { originalityResolvers } from './resolvers/originality'
import { essayEditorResolvers } from './resolvers/essay-editor'
import { essayRewriteResolvers } from './resolvers/essay-rewrite'
import { essayVisualItemsResolvers } from './resolvers/essay-visual-items'
import { presentationsResolvers } from './resolvers/presentations'
import { wheelResolvers } from './resolvers/wheel'
import { trialsResolvers } from './resolvers/trials'
import { supportResolvers } from './resolvers/support'
import { experimentsResolvers } from './resolvers/experiments'
import { aiWriterResolvers } from './resolvers/ai-writer'
import type { Resolvers } from './generated/resolvers-types'

// Vite inlines the SDL at build time (`?raw`), so Vite SSR and Workers bundles carry it and nothing reads
// the disk at runtime; the glob picks up a new schema file without a matching import line to forget.
const sdlFiles = import.meta.glob<string>('./schema/*.graphql', { query: '?raw', import: 'default', eager: true })

const typeDefs = Object.keys(sdlFiles)
  .sort()
  .map((file) => sdlFiles[file] as string)

const resolvers: Resolvers = mergeResolvers<Resolvers>({ DateTime: DateTimeScalar }, accountsResolvers, authResolvers, recentOrdersResolvers, unifiedOrdersResolvers, alertsResolvers, moneyResolvers, paymentsResolvers, essaysResolvers, subscriptionLifecycleResolvers, referatOrdersResolvers, libraryOrdersResolvers, taskOrdersResolvers, aiOrdersResolvers, advancedAiOrdersResolvers, essayHistoryResolvers, essayEditorResolvers, essayRewriteResolvers, essaySourcesResolvers, essayVisualItemsResolvers, presentationsResolvers, wheelResolvers, trialsResolvers, experimentsResolvers, supportResolvers, aiWriterResolvers, originalityResolvers)

export const appSchema = makeSchema(typeDefs, resolvers)
