// Browser entry of /admin/analytics: hydrates only its island.
import { hydrateIslands } from '../../../islands/hydrate'

void hydrateIslands()
