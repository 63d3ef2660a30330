// Browser entry of the AI order page: hydrates only its islands.
import { hydrateIslands } from '../../../../islands/hydrate'

void hydrateIslands()
