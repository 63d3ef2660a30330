// Browser entry of the exam start page: hydrates only its islands.
import { hydrateIslands } from '../../islands/hydrate'

void hydrateIslands()
