// The balance sidebar before its live body loads (server render, loading, a page without scripts) and after a failed load.
/** The server's and the loading state; also what a page without scripts shows. */
export function BalancePlaceholder({ failed = false }: { failed?: boolean }) {
  return (
    <div className="empty-state" data-balance-state={failed ? 'failed' : 'loading'} aria-busy={!failed}>
      <p className="empty-state__title">Здесь появится твой баланс</p>
      <p className="empty-state__text">{failed ? 'Не удалось загрузить баланс. Закрой окно и открой ещё раз.' : 'Загружаем токены, бонусы и подписку…'}</p>
    </div>
  )
}
