// Vite config: Vike SSR for Node by default; BUILD_TARGET=worker builds the Cloudflare Worker into dist-worker/.
import { defineConfig, type PluginOption } from 'vite'
import vike from 'vike/plugin'
import { fileURLToPath } from 'node:url'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { SANS_FONT_ASSET } from './edge/documents/font-asset'
import { clientModuleMap } from './scripts/client-module-map'
import { serverWorkerEntries } from './scripts/server-worker-entries'

export default defineConfig(async () => {
  const worker = process.env.BUILD_TARGET === 'worker'
  // clientModuleMap: which source modules each client chunk holds, for the test that no admin code reaches public pages.
  const plugins: PluginOption[] = [vike(), clientModuleMap(fileURLToPath(new URL('.', import.meta.url)))]
  if (worker) {
    const { cloudflare } = await import('@cloudflare/vite-plugin')
    plugins.push(cloudflare({ viteEnvironment: { name: 'ssr' } }))
    // Static files on Workers are answered by Cloudflare before the Worker: their headers come from `_headers`.
    const { cloudflareHeadersFile } = await import('./edge/http/security-headers')
    plugins.push({
      name: 'campus:cloudflare-headers',
      applyToEnvironment: (environment) => environment.name === 'client',
      generateBundle() {
        this.emitFile({ type: 'asset', fileName: '_headers', source: cloudflareHeadersFile() })
        // The PDF and chart font, read by the Worker through its ASSETS binding (edge/documents/font-bytes.worker.ts).
        const font = createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')
        this.emitFile({ type: 'asset', fileName: SANS_FONT_ASSET.slice(1), source: readFileSync(font) })
      },
    })
  } else {
    // Vike's own Node target, plus brotli/gzip twins of the static files written at build time.
    const { node } = await import('@universal-deploy/node/vite')
    plugins.push(node({ precompress: true }))
    // Child-process entries of the server (edge/ocr/document.worker.ts) built beside it; Workers start no processes.
    plugins.push(serverWorkerEntries())
  }
  // `vike dev` listens where the built server does: loopback unless HOST says otherwise (/dev/* needs no sign-in).
  // Set here, it also wins over Vike's own `--host` default inside Docker and CI; `vike dev --host` still overrides it.
  const host = process.env.HOST || '127.0.0.1'
  // BUILD_OUT_DIR lets parallel builds (e2e runs, benches) keep out of each other's dist/.
  // Fonts stay files: the page CSP allows fonts from our origin only (font-src 'self'), so a small font Vite would
  // inline as a data: URL (KaTeX's) would be refused.
  const assetsInlineLimit = (file: string) => (/\.(woff2?|ttf|otf|eot)$/i.test(file) ? false : undefined)
  return {
    plugins,
    server: { host },
    preview: { host },
    build: {
      outDir: process.env.BUILD_OUT_DIR ?? (worker ? 'dist-worker' : 'dist'),
      assetsInlineLimit,
      // The API error and the GraphQL client always travel together: left to the chunker, an island that reaches the
      // error without the client (a REST upload form) split the error into a chunk of its own that every island page
      // then loaded (islands.e2e.ts's script budget; it happened twice).
      rollupOptions: { output: { codeSplitting: { groups: [{ name: 'graphql-client', test: /islands[\\/]graphql[\\/](client|api-error)\.ts$/ }] } } },
    },
    // The Worker's server code is minified: Cloudflare parses and compiles the whole upload at every cold start, whose
    // CPU is limited (wrangler check startup measures it; npm run build:worker prints the size).
    ...(worker ? { environments: { ssr: { build: { minify: true } } } } : {}),
  }
})
