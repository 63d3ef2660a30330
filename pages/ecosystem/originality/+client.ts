// Browser entry of the own-file originality check: hydrates only its islands.
import { hydrateIslands } from '../../../islands/hydrate'

void hydrateIslands()
