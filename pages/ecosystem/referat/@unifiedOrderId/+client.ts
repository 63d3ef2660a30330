// Browser entry of the AI referat order page: hydrates only its islands.
import { hydrateIslands } from '../../../../islands/hydrate'

void hydrateIslands()
