// The routes search engines may list, written out by hand for the tests (not derived from domain/seo/indexing.ts):
// every other route of the table must say noindex, in its X-Robots-Tag and its <meta name="robots">.
import { LEGAL_DOCUMENTS } from '../../domain/legal/documents'

export const INDEXED_ROUTES: ReadonlySet<string> = new Set([
  'main',
  'faq',
  'contacts',
  'gpt-bot',
  'library-external__main',
  'library-external__task-solving',
  'library-external__category',
  'library-external__category-work-detail',
  'external-ai-essay__main',
  'external-ai-essay__category',
  'external-ai-essay__detail',
  'marketing__context',
  'payment-tariffs',
  'ecosystem-common__faq',
  'ecosystem-common__docs',
  'ecosystem-common__docs-about-payment',
  'ecosystem-common__docs-wheel-rules',
  'ecosystem-common__docs-prices',
  ...LEGAL_DOCUMENTS.map((d) => `ecosystem-common__docs-${d.slug}`),
])
