// Browser entry of the exam order page: hydrates only its islands.
import { hydrateIslands } from '../../../islands/hydrate'

void hydrateIslands()
