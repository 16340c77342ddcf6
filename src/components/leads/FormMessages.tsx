import { TEXT } from '@/domain/leads/texts'

/** The form-level alerts of §8: the failed-submit alert with the server's text, and "Please fix the following errors:" linking to each field. */
export function FormMessages({ failure, errors, fieldHref, id }: { failure: string | null; errors: ReadonlyArray<readonly [string, string]>; fieldHref: (name: string) => string; id?: string }) {
  return (
    <>
      {failure ? (
        <div className="lead-form__alert" role="alert" id={id}>
          <strong>{TEXT.submitFailed}</strong>
          {failure !== TEXT.fixErrors ? <p>{failure}</p> : null}
        </div>
      ) : null}
      {errors.length ? (
        <div className="lead-form__errors" role="alert">
          <p>{TEXT.fixErrors}</p>
          <ul>
            {errors.map(([name, message]) => (
              <li key={name}>
                <a href={fieldHref(name)}>{message}</a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  )
}
