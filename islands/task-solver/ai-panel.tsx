// The AI answer panel beside a task's matches: the combined AI order of the task (orders.md §3 «main order»), made on
// «Решить с ИИ», streamed, paid and clarified in place.
import { AiOrderChat } from '../answer/ai-order-chat'

export function AiPanel(props: { unifiedOrderId: number; subjectId: number | null; isGuest: boolean }) {
  return (
    // The chat is its own card with its heading «Решение от ИИ».
    <div className="ts-ai" data-ai-panel={props.unifiedOrderId} data-guest={props.isGuest || undefined}>
      <AiOrderChat unifiedOrderId={props.unifiedOrderId} subjectId={props.subjectId} isGuest={props.isGuest} />
    </div>
  )
}
