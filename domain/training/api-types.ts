// The training API's wire shapes (orders.md §3 Training task/message, §7 Training mode REST and SSE), snake_case as
// the spec names them. The server answers these, the chat island reads them.

export type TTrainingSender = 'assistant' | 'user' | 'system' | 'memory' | 'info'
type TTrainingMessageRating = 'up' | 'down' | 'not_rated'
export type TTrainingTaskKind = 'task' | 'defense'

export type TTrainingTask = {
  uuid: string
  unified_order_id: string
  service_order_id: string
  kind: TTrainingTaskKind
  title: string
  status: 'IN_PROGRESS' | 'COMPLETED'
  completion_reason: string | null
  rating: TTrainingMessageRating
  /** True when the demo tutor answers: the page labels the chat as a demo. */
  is_demo: boolean
  created_at: string
  completed_at: string | null
}

export type TTrainingMessage = {
  uuid: string
  seq: number
  sender: TTrainingSender
  /** Raw text: may carry <qa>…</qa> answer options (domain/training/qa.ts parses them). */
  content: string
  state: 'streaming' | 'done' | 'failed'
  rating: TTrainingMessageRating
  /** memory rows: { memories: [{uuid, content}] , kind: 'loaded' | 'created' }; info rows: { kind }. */
  meta: Record<string, unknown> | null
  created_at: string
}

/** GET /training-mode/v1/tasks */
export type TTrainingTaskList = { tasks: TTrainingTask[] }
/** POST /training-mode/v1/tasks */
export type TTrainingTaskCreated = { task_uuid: string; service_order_id: string; unified_order_id: string; task: TTrainingTask }
/** GET /training-mode/v1/tasks/{uuid}/messages */
export type TTrainingMessagePage = { messages: TTrainingMessage[]; total: number }
/** POST /training-mode/v1/tasks/{uuid}/messages: the stored user message and the reply being streamed. */
export type TTrainingMessageSent = { message: TTrainingMessage; reply: TTrainingMessage }

export type TTrainingMemory = { uuid: string; kind: 'weak_topic' | 'level' | 'preference' | 'other'; content: string; created_at: string }
/** GET /training-mode/v1/memories */
export type TTrainingMemoryList = { memories: TTrainingMemory[]; is_memory_enabled: boolean }

/** Every error of the training API (orders.md §8 Training server error). */
export type TTrainingError = { error_message: string; code: string; data?: Record<string, unknown> }
