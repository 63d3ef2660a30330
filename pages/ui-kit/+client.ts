// Browser entry of /ui-kit: hydrates its demo island and the toast and popup hosts.
import { hydrateIslands } from '../../islands/hydrate'

void hydrateIslands()
