// The AI answer panel beside a task's matches (BRIEF-CONTRACT: the AI helper's AiOrderChat replaces this placeholder at
// merge time, with the same props).
export function AiPanel(props: { unifiedOrderId: number; subjectId: number | null; isGuest: boolean }) {
  return (
    <section className="card ts-ai" aria-labelledby="ts-ai-title" data-ai-panel={props.unifiedOrderId} data-guest={props.isGuest || undefined}>
      <h2 id="ts-ai-title">Решение от ИИ</h2>
      <p className="ts-muted">ИИ разберёт задачу по шагам и объяснит решение. Скоро он появится здесь.</p>
    </section>
  )
}
