// Browser entry of the «История работы» page: hydrates only its islands.
import { hydrateIslands } from '../../../../../islands/hydrate'

void hydrateIslands()
