// Browser entry for island pages: hydrates every [data-island] element and nothing else.
import { createElement, type ComponentType } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { islandLoaders, type IslandName } from './registry'
import { zodWithoutEval } from './zod-jitless'

zodWithoutEval()

export async function hydrateIslands(root: ParentNode = document) {
  const nodes = Array.from(root.querySelectorAll<HTMLElement>('[data-island]'))
  await Promise.all(
    nodes.map(async (el) => {
      const name = el.dataset.island as IslandName
      const load = islandLoaders[name]
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
