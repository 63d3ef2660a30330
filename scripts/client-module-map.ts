// A build plugin: beside dist/client (never inside it, so no visitor can fetch it) it writes client-modules.json, each
// client chunk's file with the source modules bundled into it. tests/e2e/admin-bundles.e2e.ts reads it to prove that
// no module of the back-office or the server reaches a public page's scripts.
import { writeFile } from 'node:fs/promises'
import { dirname, join, relative } from 'node:path'
import type { Plugin } from 'vite'

export const CLIENT_MODULE_MAP = 'client-modules.json'

export function clientModuleMap(root: string): Plugin {
  return {
    name: 'campus:client-module-map',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(options, bundle) {
      if (!options.dir) return
      const chunks: Record<string, string[]> = {}
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue
        chunks[fileName] = output.moduleIds.map((id) => (id.startsWith(root) ? relative(root, id) : id).replaceAll('\\', '/'))
      }
      await writeFile(join(dirname(options.dir), CLIENT_MODULE_MAP), JSON.stringify(chunks))
    },
  }
}
