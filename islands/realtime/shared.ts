// The page's one realtime connection, shared by every island so a page opens a single stream.
import { createRealtimeClient, type RealtimeClient } from './client'
import { getApiToken, getFingerprint } from '../graphql/credentials'

type Credentials = {
  getToken?: () => string | null | undefined | Promise<string | null | undefined>
  getFingerprint?: () => string | null | undefined | Promise<string | null | undefined>
}

// By default the stream identifies itself like GraphQL calls do: stored token and guest fingerprint.
let credentials: Credentials = { getToken: getApiToken, getFingerprint }
let client: RealtimeClient | undefined

/**
 * Tells the shared client where the token and fingerprint come from. Islands may already be
 * connected, so a change (sign-in, sign-out) reconnects them: the server decides rooms per caller.
 */
export function configureSharedRealtime(next: Credentials) {
  credentials = { ...credentials, ...next }
  client?.reconnect()
}

export function sharedRealtime(): RealtimeClient {
  // Credentials are looked up at every connect, so configuring later still takes effect.
  client ??= createRealtimeClient({
    getToken: () => credentials.getToken?.(),
    getFingerprint: () => credentials.getFingerprint?.(),
  })
  return client
}
