// Every product the orders kernel drives, declared once with defineProduct() in its own folder. What is uniform across
// products reads this list: the real-database walk of every product's moves (edge/orders/products.test.ts), the check
// that each product's jobs are registered and its main-order table is known to "My orders" and the sign-in binding.
// Adding a product = one entry here (README.md "How to add a product").
import type { TOrderMachine } from './orders/order-machine'
import { ESSAY_MACHINE } from './essays/order/essay-machine'
import { REFERAT_ORDER_MACHINE } from './referats/order/referat-order-machine'
import { PRESENTATION_ORDER_MACHINE } from './presentations/order/presentation-order-machine'
import { LIBRARY_ORDER_MACHINE } from './library/orders/library-order-machine'
import { AI_ORDER_MACHINE } from './ai-orders/ai-order-machine'
import { ADVANCED_AI_ORDER_MACHINE } from './advanced-ai-orders/advanced-ai-order-row'
import { TASK_ORDER_MACHINE } from './task/task-order-machine'
import { EXAM_ORDER_MACHINE } from './exam/exam-order-machine'
import { TRAINING_TASK_MACHINE } from './training/training-machine'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of products with different status and order types
export type TAnyProduct = TOrderMachine<string, any>

export const PRODUCTS: readonly TAnyProduct[] = [
  ESSAY_MACHINE,
  REFERAT_ORDER_MACHINE,
  PRESENTATION_ORDER_MACHINE,
  LIBRARY_ORDER_MACHINE,
  AI_ORDER_MACHINE,
  ADVANCED_AI_ORDER_MACHINE,
  TASK_ORDER_MACHINE,
  EXAM_ORDER_MACHINE,
  TRAINING_TASK_MACHINE,
] as readonly TAnyProduct[]
