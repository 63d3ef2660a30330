// The slide layout bench (scripts/bench-presentation-layout.ts) through tsx; `node scripts/bench-presentation-layout.mjs`
// runs it alone, `npm run bench` with the rest.
import { tsImport } from 'tsx/esm/api'
import { pathToFileURL } from 'node:url'

export async function benchPresentationLayout() {
  const mod = await tsImport('./bench-presentation-layout.ts', import.meta.url)
  return mod.benchPresentationLayout()
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log('\nPresentation layout: layoutDeck, 20 content slides + the title slide, three themes in turn, in process:')
  console.table(await benchPresentationLayout())
}
