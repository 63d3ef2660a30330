// Browser entry of the back-office's pages: hydrates their islands from the admin registry only.
import { hydrateFrom } from '../hydrate-from'
import { adminIslandLoaders } from './registry'

void hydrateFrom(adminIslandLoaders)
