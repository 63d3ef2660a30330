// The design theme choice (start page and the finished deck): a card per theme, drawn as a small title slide in the
// theme's own colours and fonts (domain/presentation/themes.ts), chosen like a radio button.
import { PRESENTATION_THEME_IDS, type TPresentationThemeId } from '../../domain/presentation/deck'
import { PRESENTATION_THEMES } from '../../domain/presentation/themes'

type Props = { value: string; onChange: (id: TPresentationThemeId) => void; disabled?: boolean; legend?: string }

export function ThemePicker({ value, onChange, disabled = false, legend = 'Оформление' }: Props) {
  return (
    <fieldset className="pres-themes" disabled={disabled}>
      <legend className="field__label">{legend}</legend>
      <div className="pres-themes__list" role="radiogroup">
        {PRESENTATION_THEME_IDS.map((id) => {
          const t = PRESENTATION_THEMES[id]
          return (
            <label key={id} className="pres-theme" data-theme-id={id} data-selected={id === value || undefined}>
              <input type="radio" name="themeId" value={id} checked={id === value} onChange={() => onChange(id)} />
              <span className="pres-theme__slide" style={{ background: t.background, color: t.textColor, fontFamily: t.bodyFont }} aria-hidden="true">
                <span className="pres-theme__bar" style={{ background: t.accent }} />
                <span className="pres-theme__title" style={{ color: t.titleColor, fontFamily: t.titleFont }}>
                  Заголовок
                </span>
                <span className="pres-theme__line" style={{ background: t.textColor }} />
                <span className="pres-theme__line pres-theme__line--short" style={{ background: t.textColor }} />
              </span>
              <span className="pres-theme__name">{t.name}</span>
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
