// Hydrates every [data-island] element from one registry of island loaders (the public one, or the back-office's),
// and nothing else.
import { createElement, type ComponentType } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { zodWithoutEval } from './zod-jitless'

zodWithoutEval()

/** A registry of islands: each name's component, loaded as its own chunk. */
export type TIslandLoaders = Record<string, () => Promise<{ default: ComponentType<never> }>>

/** Hydrates the [data-island] elements under `root` from one registry (the public one, or the back-office's). */
export async function hydrateFrom(loaders: TIslandLoaders, root: ParentNode = document) {
  const nodes = Array.from(root.querySelectorAll<HTMLElement>('[data-island]'))
  await Promise.all(
    nodes.map(async (el) => {
      const name = el.dataset.island ?? ''
      const load = loaders[name]
      if (!load) {
        console.error(`Неизвестный остров: ${name}`)
        return
      }
      const { default: Component } = await load()
      const props = JSON.parse(el.dataset.props ?? '{}') as object
      hydrateRoot(el, createElement(Component as ComponentType<object>, props))
      el.dataset.hydrated = 'true'
    }),
  )
}
