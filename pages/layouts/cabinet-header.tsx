// Cabinet header (platform.md §2): services menu, header menu, the balance link and, on desktop, the profile entry.
// The webapp variant is compact and app-like: the mark, the page title and the menu button.
import { Island } from '../../islands/island'
import { Icon, type IconName } from '../../islands/icons'
import ServicesMenu from '../../islands/services-menu.island'
import { BALANCE_TRIGGER_ATTR } from '../../islands/balance-sidebar.island'
import AccountBadge from '../../islands/account-badge.island'
import MobileMenu from '../../islands/mobile-menu.island'
import { HEADER_MENU } from '../../domain/navigation'
import { Logo } from './logo'
import { InstallAppButton } from './webapp-tabbar'

const ICONS: IconName[] = ['list', 'gift', 'support']

export type TBalanceLinks = { initialOpen: boolean; openHref: string; closeHref: string }

type Props = { pathname: string; balance: TBalanceLinks; webapp?: { title: string; home: string } }

// A plain link that sets the flag (the server then renders the panel open); the balance-sidebar island takes it over.
function BalanceTrigger({ balance }: { balance: TBalanceLinks }) {
  const attrs = { [BALANCE_TRIGGER_ATTR]: '' }
  return (
    <a className="btn btn--ghost btn--sm balance__trigger" href={balance.openHref} aria-haspopup="dialog" aria-expanded={balance.initialOpen} {...attrs}>
      <Icon name="wallet" />
      <span className="balance__trigger-label">Баланс</span>
    </a>
  )
}

export function CabinetHeader({ pathname, balance, webapp }: Props) {
  return (
    <header className="eco-header" data-variant={webapp ? 'webapp' : 'cabinet'}>
      <div className="eco-header__row">
        {webapp ? (
          <>
            <Logo href={webapp.home} compact />
            <p className="eco-header__title">{webapp.title}</p>
          </>
        ) : (
          <Logo href="/ecosystem" />
        )}
        <Island name="services-menu" component={ServicesMenu} props={{}} />
        {!webapp && (
          <nav className="eco-nav" aria-label="Меню кабинета">
            {HEADER_MENU.map((item, i) => (
              <a
                key={item.href}
                href={item.href}
                aria-current={pathname === item.href ? 'page' : undefined}
                data-support={item.support ? '' : undefined}
              >
                <Icon name={ICONS[i] ?? 'list'} size={18} />
                {item.label}
              </a>
            ))}
          </nav>
        )}
        <div className="eco-header__end">
          {webapp && <InstallAppButton />}
          <BalanceTrigger balance={balance} />
          {!webapp && (
            <div className="eco-header__profile" data-testid="profile-entry">
              <Island name="account-badge" component={AccountBadge} props={{}} />
            </div>
          )}
          <div className="eco-header__menu">
            <Island name="mobile-menu" component={MobileMenu} props={{}} />
          </div>
        </div>
      </div>
    </header>
  )
}
