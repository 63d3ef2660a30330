// Browser entry for island pages: hydrates every [data-island] element from the public registry.
import { islandLoaders } from './registry'
import { hydrateFrom } from './hydrate-from'

export const hydrateIslands = (root: ParentNode = document) => hydrateFrom(islandLoaders, root)
