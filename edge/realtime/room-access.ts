// Who may join which realtime room: a caller joins only rooms it owns; order ownership is left to RLS.
import { roomName, type TRoom, type TRealtimeReady } from '../../domain/realtime'
import { asCaller, type Caller, type Db, type Queryable } from '../db/port'

/** null when allowed, otherwise the reason shown to the client. */
type Denial = string | null

// Same words for "someone else's" and "missing", so a probe learns nothing about other people's orders.
const ORDER_NOT_FOUND = 'Заказ не найден или принадлежит другому пользователю'

const canJoinMassAlert = (): Denial => null

function canJoinUserRoom(caller: Caller, userId: string): Denial {
  if (caller.role === 'service_role') return null
  if (caller.role !== 'authenticated') return 'Личная комната доступна только после входа'
  return caller.userId.toLowerCase() === userId ? null : 'Это личная комната другого пользователя'
}

/** `tx` must already run as the caller (see asCaller) so RLS hides orders of other users and guests. */
async function canJoinAiEssayOrder(tx: Queryable, orderId: string): Promise<Denial> {
  const rows = await tx.query('select 1 from public.ai_essay_orders where id = $1', [orderId])
  return rows.length > 0 ? null : ORDER_NOT_FOUND
}

async function canJoinUnifiedOrder(tx: Queryable, orderId: string): Promise<Denial> {
  const rows = await tx.query('select 1 from public.unified_orders where id = $1', [orderId])
  return rows.length > 0 ? null : ORDER_NOT_FOUND
}

/** Splits `rooms` into joined and denied; order rooms are checked in one transaction as the caller. */
export async function resolveRoomAccess(db: Db, caller: Caller, rooms: TRoom[]): Promise<TRealtimeReady> {
  const decisions = new Map<TRoom, Denial>()
  const orderRooms: Extract<TRoom, { kind: 'ai-essay-order' | 'unified-order' }>[] = []
  for (const room of rooms) {
    if (room.kind === 'mass-alert') decisions.set(room, canJoinMassAlert())
    else if (room.kind === 'user') decisions.set(room, canJoinUserRoom(caller, room.id))
    else orderRooms.push(room)
  }
  if (orderRooms.length > 0) {
    await asCaller(db, caller, async (tx) => {
      for (const room of orderRooms) {
        const denial =
          room.kind === 'ai-essay-order' ? await canJoinAiEssayOrder(tx, room.id) : await canJoinUnifiedOrder(tx, room.id)
        decisions.set(room, denial)
      }
    })
  }
  const ready: TRealtimeReady = { rooms: [], denied: [] }
  for (const room of rooms) {
    const reason = decisions.get(room) ?? null
    if (reason === null) ready.rooms.push(roomName(room))
    else ready.denied.push({ room: roomName(room), reason })
  }
  return ready
}
