// The AI answer panel beside a task's matches: the combined AI order of the task (orders.md §3 «main order»), made on
// «Решить с ИИ», streamed, paid and clarified in place.
import { AiOrderChat } from '../ai-order/ai-order-chat'

export function AiPanel(props: { unifiedOrderId: number; subjectId: number | null; isGuest: boolean }) {
  return (
    <section className="card ts-ai" aria-labelledby="ts-ai-title" data-ai-panel={props.unifiedOrderId} data-guest={props.isGuest || undefined}>
      <h2 id="ts-ai-title">Решение от ИИ</h2>
      <AiOrderChat unifiedOrderId={props.unifiedOrderId} subjectId={props.subjectId} isGuest={props.isGuest} />
    </section>
  )
}
