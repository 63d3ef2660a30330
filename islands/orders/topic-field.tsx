// The topic of a new order (a text work, a presentation): the textarea with its length hint, its counter and its error.
// «Touched» once the topic is long enough or left: the start forms show the error from then on. Its classes come from
// wizard.css, which every start form that uses it loads.
type TTopicFieldProps = {
  label: string
  /** The textarea's own class (its height on that form). */
  className: string
  placeholder: string
  value: string
  limits: { min: number; max: number }
  error: string | null
  onChange: (topic: string) => void
  onTouched: () => void
}

export function TopicField({ label, className, placeholder, value, limits, error, onChange, onTouched }: TTopicFieldProps) {
  return (
    <label className="field">
      <span className="field__label">{label}</span>
      <textarea
        className={`input ${className}`}
        name="topic"
        value={value}
        rows={3}
        maxLength={limits.max + 50}
        placeholder={placeholder}
        aria-invalid={Boolean(error)}
        onChange={(e) => {
          onChange(e.target.value)
          if (e.target.value.trim().length >= limits.min) onTouched()
        }}
        onBlur={() => value && onTouched()}
      />
      <span className="essay-field-foot">
        {error ? <span className="field__error">{error}</span> : <span className="field__hint">От {limits.min} до {limits.max} символов</span>}
        <span className="field__hint">
          {value.trim().length}/{limits.max}
        </span>
      </span>
    </label>
  )
}
