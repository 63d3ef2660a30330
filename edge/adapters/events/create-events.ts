// Picks the events adapter from the settings: Amplitude when its key is set, else the local one that only stores.
import type { TSettings } from '../../settings'
import { amplitudeEvents } from './amplitude-events'
import { localEvents } from './local-events'
import type { TEventsPort } from './port'

export function createEvents(settings: Pick<TSettings, 'EVENTS_SERVICE_URL' | 'EVENTS_SERVICE_API_KEY'>): TEventsPort {
  return settings.EVENTS_SERVICE_API_KEY ? amplitudeEvents({ url: settings.EVENTS_SERVICE_URL, apiKey: settings.EVENTS_SERVICE_API_KEY }) : localEvents()
}
