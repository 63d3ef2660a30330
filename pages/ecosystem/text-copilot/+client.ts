// Browser entry of the text-work start page: hydrates only its islands.
import { hydrateIslands } from '../../../islands/hydrate'

void hydrateIslands()
