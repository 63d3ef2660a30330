// Browser entry of the library purchase entry: hydrates only its island.
import { hydrateIslands } from '../../../../../islands/hydrate'

void hydrateIslands()
