// Browser entry of the training chat page: hydrates only its islands.
import { hydrateIslands } from '../../../../islands/hydrate'

void hydrateIslands()
