// The design theme choice (start page and the finished deck): a card per theme, drawn as a small title slide in the
// theme's own colours and fonts (domain/presentation/themes.ts), chosen like a radio button. The slide is SVG with
// presentation attributes, because the page's CSP refuses inline style attributes in the server's HTML.
import { PRESENTATION_THEME_IDS, type TPresentationThemeId } from '../../domain/presentation/deck'
import { PRESENTATION_THEMES } from '../../domain/presentation/themes'

type Props = { value: string; onChange: (id: TPresentationThemeId) => void; disabled?: boolean; legend?: string }

function ThemeSlide({ id }: { id: TPresentationThemeId }) {
  const t = PRESENTATION_THEMES[id]
  return (
    <svg className="pres-theme__slide" viewBox="0 0 160 90" aria-hidden="true" focusable="false">
      <rect width="160" height="90" fill={t.background} />
      <rect x="0" y="0" width="8" height="90" fill={t.accent} />
      <text x="20" y="36" fill={t.titleColor} fontFamily={t.titleFont} fontSize="15" fontWeight="700">
        Заголовок
      </text>
      <rect x="20" y="48" width="6" height="6" rx="3" fill={t.bulletColor} />
      <rect x="32" y="49" width="96" height="4" rx="2" fill={t.textColor} opacity="0.7" />
      <rect x="20" y="62" width="6" height="6" rx="3" fill={t.bulletColor} />
      <rect x="32" y="63" width="70" height="4" rx="2" fill={t.textColor} opacity="0.7" />
    </svg>
  )
}

export function ThemePicker({ value, onChange, disabled = false, legend = 'Оформление' }: Props) {
  return (
    <fieldset className="pres-themes" disabled={disabled}>
      <legend className="field__label">{legend}</legend>
      <div className="pres-themes__list" role="radiogroup" aria-label={legend}>
        {PRESENTATION_THEME_IDS.map((id) => (
          <label key={id} className="pres-theme" data-theme-id={id} data-selected={id === value || undefined}>
            <input type="radio" name="themeId" value={id} checked={id === value} onChange={() => onChange(id)} />
            <ThemeSlide id={id} />
            <span className="pres-theme__name">{PRESENTATION_THEMES[id].name}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
