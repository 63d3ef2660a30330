// Browser entry of the text-work order page: hydrates only its islands.
import { hydrateIslands } from '../../../../islands/hydrate'

void hydrateIslands()
