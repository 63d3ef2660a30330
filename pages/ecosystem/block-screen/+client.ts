// Browser entry of the block screen: hydrates only its island.
import { hydrateIslands } from '../../../islands/hydrate'

void hydrateIslands()
