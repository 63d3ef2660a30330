// Lint: TypeScript rules plus the import direction of DESIGN.md (domain ← edge; domain ← islands ← pages).
// Island tests may start the real server from edge/; shipped island code may not.
import tseslint from 'typescript-eslint'

const banned = (...layers) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: layers.map((layer) => ({
        group: [`**/${layer}/**`, `${layer}/**`],
        message: `Import direction: this layer must not import from ${layer}/ (see DESIGN.md, Folders).`,
      })),
    },
  ],
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
  { files: ['domain/**'], rules: banned('edge', 'islands', 'pages') },
  { files: ['edge/**'], rules: banned('islands', 'pages') },
  { files: ['islands/**'], ignores: ['islands/**/*.test.ts', 'islands/**/*.test.tsx'], rules: banned('edge', 'pages') },
  // Pages reach the server only from +data.ts, *.server.ts and the server entry.
  { files: ['pages/**'], ignores: ['pages/**/+data.ts', 'pages/**/*.server.ts', 'pages/+server.ts'], rules: banned('edge') },
)
