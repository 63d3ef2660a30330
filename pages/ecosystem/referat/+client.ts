// Browser entry of the AI referat order start: hydrates only its islands.
import { hydrateIslands } from '../../../islands/hydrate'

void hydrateIslands()
