// Lint: TypeScript rules, the import direction of DESIGN.md (domain ← edge; domain ← islands ← pages), raw queries
// and bare transactions only inside edge/db (elsewhere asCaller/asService), the environment read only by
// edge/settings.ts, and one body limit (edge/http/body-limit.ts).
// Island tests may start the real server from edge/; shipped island code may not.
import tseslint from 'typescript-eslint'
import noRawDbQuery from './eslint-rules/no-raw-db-query.js'

const banned = (layers, paths = []) => ({
  'no-restricted-imports': [
    'error',
    {
      paths,
      patterns: layers.map((layer) => ({
        group: [`**/${layer}/**`, `${layer}/**`],
        message: `Import direction: this layer must not import from ${layer}/ (see DESIGN.md, Folders).`,
      })),
    },
  ],
})

// Hono's bodyLimit rebuilds the request with `new Request(request, …)`, which throws on the Node server's requests.
const honoBodyLimit = {
  name: 'hono/body-limit',
  message: 'Use limitBody, requestBodyLimit or uploadLimit from edge/http: Hono\'s bodyLimit answers 500 to bodyless and chunked requests on the Node server (srvx).',
}

// The products (DESIGN.md: one product shape): each imports the kernel (edge/orders, jobs, money, sources, ai, …) and
// domain/, never another product's folder; what two products share belongs in the kernel. The imports named in
// PRODUCT_IMPORTS_TO_MOVE are the ones left to move there (none now: the exam searches the library through
// edge/catalog, the mock defense reads the text work through edge/text-work).
const PRODUCTS = ['essays', 'presentations', 'referats', 'ai-orders', 'advanced-ai-orders', 'library', 'exam', 'task', 'training']
const PRODUCT_IMPORTS_TO_MOVE = []
// The same in the browser: a product's screens (and the profile's) import the shared islands (orders/, answer/, tutor/,
// money/, …), never another product's folder; the registries, which load every island, are not products.
const ISLAND_PRODUCTS = ['essay', 'presentation', 'referat', 'ai-order', 'advanced-ai-order', 'library', 'exam', 'task', 'task-solver', 'training', 'profile']

/** One block a product folder of `layer`: its layer's banned imports plus the other products' folders. */
const productRules = (layer, products, base, where) =>
  products.map((product) => {
    const rules = base()
    const others = products.filter((p) => p !== product).join('|')
    rules['no-restricted-imports'][1].patterns.push({
      regex: `^(\\.\\./)+(${others})/`,
      message: `A product imports the kernel and domain/, never another product (${product} → another product's folder): move what both need into ${where}.`,
    })
    return { files: [`${layer}/${product}/**`], ignores: ['**/*.test.ts', '**/*.test.tsx', ...PRODUCT_IMPORTS_TO_MOVE], rules }
  })

export default tseslint.config(
  { ignores: ['node_modules/**', 'dist*/**', '.data/**', '**/generated/**', 'tests/e2e/artifacts/**', '.wrangler/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  { files: ['domain/**'], rules: banned(['edge', 'islands', 'pages']) },
  { files: ['edge/**'], rules: banned(['islands', 'pages'], [honoBodyLimit]) },
  ...productRules('edge', PRODUCTS, () => banned(['islands', 'pages'], [honoBodyLimit]), 'the kernel'),
  { files: ['islands/**'], ignores: ['islands/**/*.test.ts', 'islands/**/*.test.tsx'], rules: banned(['edge', 'pages']) },
  ...productRules('islands', ISLAND_PRODUCTS, () => banned(['edge', 'pages']), 'a shared folder of islands/'),
  // Pages reach the server only from +data.ts, *.server.ts and the server entry.
  { files: ['pages/**'], ignores: ['pages/**/+data.ts', 'pages/**/*.server.ts', 'pages/+server.ts'], rules: banned(['edge']) },
  {
    files: ['**/*.ts', '**/*.tsx'],
    ignores: [
      'edge/db/**',
      // The job queue's own bookkeeping (claim with skip locked, settle, renew leases) is infrastructure like edge/db:
      // it works for no caller, and a claim must commit on its own before any handler runs.
      'edge/jobs/store.ts',
      // The per-request token check decides who the caller is, so it cannot run as one; it reads two rows by primary
      // key in one statement, where a transaction would cost every authenticated request three more round trips.
      'edge/auth/token-is-live.ts',
      // Tests and scripts set up and inspect the database as its owner.
      '**/*.test.ts',
      '**/*.test.tsx',
      'tests/**',
      'scripts/**',
    ],
    plugins: { local: { rules: { 'no-raw-db-query': noRawDbQuery } } },
    rules: { 'local/no-raw-db-query': 'error' },
  },
  // One settings module reads the environment (DESIGN.md Runtime modes); everything else gets TSettings in its deps.
  {
    files: ['edge/**/*.ts', 'domain/**/*.ts', 'islands/**/*.{ts,tsx}', 'pages/**/*.{ts,tsx}'],
    ignores: ['edge/settings.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read settings from deps.settings; only edge/settings.ts reads process.env.' }],
    },
  },
)
