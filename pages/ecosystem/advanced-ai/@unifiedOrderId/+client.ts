// Browser entry of the advanced AI order page: hydrates only its islands.
import { hydrateIslands } from '../../../../islands/hydrate'

void hydrateIslands()
