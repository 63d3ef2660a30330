// POST /webhooks/tbank – T-Bank (Tinkoff) acquiring notifications signed with Token; the answer is the plain text OK.
import { Hono } from 'hono'
import type { AppEnv } from '../../context'
import { handlePaymentNotification } from './handle-notification'

// AUTHORIZED is a hold before CONFIRMED: acknowledged, nothing to do yet.
const EVENTS = new Set(['CONFIRMED', 'REJECTED', 'CANCELED', 'REVERSED', 'PARTIAL_REVERSED', 'DEADLINE_EXPIRED', 'AUTH_FAIL', 'REFUNDED', 'PARTIAL_REFUNDED'])

export const tbankWebhookRoutes = new Hono<AppEnv>().post('/', (c) => handlePaymentNotification(c, 'tbank', EVENTS))
