// Browser entry of the task preview page: hydrates only its islands.
import { hydrateIslands } from '../../../../../islands/hydrate'

void hydrateIslands()
