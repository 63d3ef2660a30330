// What the link brought (platform.md §3 User.referrerStats): earned tokens, registrations and subscriptions.
import type { TReferrerStats } from './referrals-api'

const ITEMS = [
  { key: 'earnedTokens', label: 'Заработано токенов' },
  { key: 'registrations', label: 'Регистраций' },
  { key: 'subscriptions', label: 'Подписок' },
] as const

export function ReferrerStats({ stats, compact = false }: { stats: TReferrerStats; compact?: boolean }) {
  return (
    <dl className="referrer-stats" data-compact={compact || undefined}>
      {ITEMS.map(({ key, label }) => (
        <div key={key} className="referrer-stats__item" data-stat={key}>
          <dt>{label}</dt>
          <dd>{stats[key]}</dd>
        </div>
      ))}
    </dl>
  )
}
