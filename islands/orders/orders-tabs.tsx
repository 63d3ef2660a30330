// The two tabs of «Мои задания» with their counters: in progress (drafts too) and completed (canceled too).
import type { TOrderTab } from '../../domain/orders/unified'

const TABS: { tab: TOrderTab; label: string; key: 'inProgress' | 'completed' }[] = [
  { tab: 'inProgress', label: 'В работе', key: 'inProgress' },
  { tab: 'completed', label: 'Завершённые', key: 'completed' },
]

type Props = { tab: TOrderTab; counters: { inProgress: number; completed: number } | null; onChange: (tab: TOrderTab) => void }

export function OrdersTabs({ tab, counters, onChange }: Props) {
  return (
    <div className="orders-tabs" role="tablist" aria-label="Задания">
      {TABS.map((t) => (
        <button
          key={t.tab}
          type="button"
          role="tab"
          id={`orders-tab-${t.tab}`}
          aria-selected={tab === t.tab}
          aria-controls="orders-list"
          className="orders-tabs__tab"
          data-tab={t.tab}
          onClick={() => onChange(t.tab)}
        >
          {t.label}
          <span className="orders-tabs__count" data-count={t.key}>
            {counters ? counters[t.key] : '–'}
          </span>
        </button>
      ))}
    </div>
  )
}
