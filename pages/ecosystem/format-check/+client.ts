// Browser entry of the format check page: hydrates only its islands.
import { hydrateIslands } from '../../../islands/hydrate'

void hydrateIslands()
