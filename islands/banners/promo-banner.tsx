// One promo banner (exam ticket, influencer, Telegram gift, new camp, mobile app): server markup, closed by the stack's inline script.
import { BANNER_CLOSE_LABEL, BANNER_COPY, bannerStorage, bannerStorageKey, INFLUENCER_CTA, influencerHref, type BannerCopy, type PromoBannerName, type TInfluencerBanner } from '../../domain/banners'
import { Icon, type IconName } from '../icons'

const ICON: Record<PromoBannerName, IconName> = {
  influencer: 'gift',
  'exam-ticket': 'list',
  'new-camp': 'ai',
  'telegram-gift': 'gift',
  'mobile-app': 'user',
}

function copyOf(name: PromoBannerName, influencer?: TInfluencerBanner | null): BannerCopy | null {
  if (name !== 'influencer') return BANNER_COPY[name]
  if (!influencer) return null
  return { title: influencer.bannerTitle, text: influencer.bannerSubtitle, cta: { label: INFLUENCER_CTA.label, href: influencerHref(influencer) } }
}

/**
 * Rendered hidden: the inline script shows the first banner of the stack the visitor has not closed.
 * `data-key` and `data-local` tell the script where the closed flag lives.
 */
export function PromoBanner({ name, influencer }: { name: PromoBannerName; influencer?: TInfluencerBanner | null }) {
  const copy = copyOf(name, influencer)
  if (!copy) return null
  return (
    <section
      className={`banner promo-banner promo-banner--${name}`}
      aria-label={copy.title}
      hidden
      data-banner={name}
      data-promo=""
      data-key={bannerStorageKey(name)}
      data-local={bannerStorage(name) === 'local' ? '' : undefined}
    >
      <span className="promo-banner__icon" aria-hidden="true">
        <Icon name={ICON[name]} size={24} />
      </span>
      <div className="promo-banner__body">
        <p className="promo-banner__title">{copy.title}</p>
        <p className="promo-banner__text">{copy.text}</p>
      </div>
      <a className="promo-banner__cta" href={copy.cta.href}>
        {copy.cta.label}
      </a>
      <button type="button" className="banner__close" aria-label={BANNER_CLOSE_LABEL} data-banner-close="">
        <Icon name="close" size={18} />
      </button>
    </section>
  )
}
