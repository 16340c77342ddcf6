type Props = { id: string; value: string; onChange: (digits: string) => void; disabled: boolean; error: string | null; hint: string }

/** The 6-digit verification code input of sign-in and pre-approval: digits only, its message or hint tied to it. */
export function CodeField({ id, value, onChange, disabled, error, hint }: Props) {
  return (
    <div className="lead-form__field">
      <label htmlFor={id}>Verification code</label>
      <input
        id={id}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-${error ? 'error' : 'hint'}`}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
      />
      {error ? (
        <p className="lead-form__error" id={`${id}-error`}>
          {error}
        </p>
      ) : (
        <p className="lead-form__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
    </div>
  )
}
