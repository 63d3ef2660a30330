// The signed-in part of the header's account badge, loaded only for a client (a guest's pages do not carry it): the
// token count's formatting, and following the client's own room so a change made elsewhere reaches the header live.
import { formatTokens } from '../domain/money/format'
import { userRoom } from '../domain/realtime'
import { sharedRealtime } from './realtime/shared'
import { announceUserChanged } from './user-changed'

export { formatTokens }

/** Events in the client's own room after which the header re-reads the user (its balance with it). */
const ROOM_EVENTS = ['user-changed', 'pay-in-success'] as const

/**
 * Joins the client's room (the session's, so never left) and announces a user change in this tab on each of its
 * events, and after a reconnect (a change may have been missed meanwhile). `onLive` says whether the room is joined.
 * Returns the unsubscribe.
 */
export function followUserRoom(userId: string, onLive: (live: boolean) => void): () => void {
  const rt = sharedRealtime()
  const room = userRoom(userId)
  rt.join(room)
  const offs = ROOM_EVENTS.map((event) => rt.on(event, (m) => m.room === room && announceUserChanged()))
  let joined = 0
  const offReady = rt.onReady((ready) => {
    const inRoom = ready.rooms.includes(room)
    onLive(inRoom)
    if (inRoom && joined++ > 0) announceUserChanged()
  })
  return () => {
    offs.forEach((off) => off())
    offReady()
  }
}
