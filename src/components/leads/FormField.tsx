'use client'

import type { UseFormReturn } from 'react-hook-form'
import type { AvailableDay } from '@/domain/hours/availability'
import { contactMethods } from '@/domain/leads/fields'
import { creditScores } from '@/domain/finance/quote'
import { generalCategories, type FormRules, type LeadType } from '@/domain/leads/forms'
import { messageLabel, type FieldName } from './formLayouts'

type Props = {
  name: FieldName
  type: LeadType
  idPrefix: string
  form: UseFormReturn<Record<string, unknown>>
  rules: FormRules
  locations: Array<{ id: number; name: string }>
  distributionLocations?: Array<{ id: number; name: string }>
  availability?: Record<string, AvailableDay[]>
  availabilityFor?: string
  optInText: string
  optional: boolean
  aboutACar: boolean
}

const labels: Partial<Record<FieldName, string>> = {
  name: 'First name',
  last_name: 'Last name',
  email: 'Email',
  phone: 'Phone',
  postcode: 'Postcode',
  message: 'Comments',
  category: 'Category',
  location_id: 'Location',
  distribution_location_id: 'Test drive at',
  preferred_date: 'Preferred date',
  preferred_time: 'Preferred time',
  vehicle_make: 'Make',
  vehicle_model: 'Model',
  rego: 'Rego',
  amount: 'How much would you like to borrow?',
  term: 'Loan term',
  whoIsHelping: 'Who is helping you at the dealership?',
}

const autoComplete: Partial<Record<FieldName, string>> = {
  name: 'given-name',
  last_name: 'family-name',
  email: 'email',
  phone: 'tel',
  postcode: 'postal-code',
}

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value)

/** One labelled field with its message, wired to react-hook-form; ids let the error list link to it. */
export function FormField(props: Props) {
  const { name, form, idPrefix } = props
  const id = `${idPrefix}-${name}`
  const error = form.formState.errors[name]?.message as string | undefined
  const errorId = `${id}-error`
  const described = error ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {}
  const message = error ? (
    <p className="lead-form__error" id={errorId}>
      {error}
    </p>
  ) : null
  const label = (text: string, required: boolean) => (
    <label htmlFor={id}>
      {text}
      {required ? <span aria-hidden="true"> *</span> : <span className="lead-form__optional"> (optional)</span>}
    </label>
  )

  switch (name) {
    case 'finance':
    case 'trade_in':
    case 'PreferredContactMethod': {
      const options = name === 'PreferredContactMethod' ? contactMethods.map((m) => [m, m]) : [['yes', 'Yes'], ['no', 'No']]
      const legend = { finance: 'Are you interested in finance?', trade_in: 'Do you have a car to trade in?', PreferredContactMethod: 'How should we contact you?' }[name]
      return (
        <fieldset className="lead-form__choice" id={id} {...described}>
          <legend>{legend}</legend>
          {options.map(([value, text]) => (
            <label key={value}>
              <input type="radio" value={value} {...form.register(name)} /> {text}
            </label>
          ))}
          {message}
        </fieldset>
      )
    }
    case 'selfAssessedCreditScore':
      return (
        <fieldset className="lead-form__choice" id={id} {...described}>
          <legend>How is your credit history?</legend>
          {creditScores.map((score) => (
            <label key={score}>
              <input type="radio" value={score} {...form.register(name)} /> {score.charAt(0) + score.slice(1).toLowerCase()}
            </label>
          ))}
          {message}
        </fieldset>
      )
    case 'term':
      return (
        <div className="lead-form__field">
          {label(labels.term!, true)}
          <select id={id} {...described} {...form.register(name)}>
            {[1, 2, 3, 4, 5, 6, 7].map((years) => (
              <option key={years} value={years}>
                {years} {years === 1 ? 'year' : 'years'}
              </option>
            ))}
          </select>
          {message}
        </div>
      )
    case 'amount':
      return (
        <div className="lead-form__field">
          {label(labels.amount!, true)}
          <span className="money-input">
            <span aria-hidden="true">$</span>
            <input id={id} inputMode="numeric" {...described} {...form.register(name, { onChange: (e) => (e.target.value = e.target.value.replace(/[^\d]/g, '')) })} maxLength={7} />
          </span>
          {message}
        </div>
      )
    case 'opt_in':
      return (
        <div className="lead-form__check">
          <input type="checkbox" id={id} {...form.register(name)} />
          <label htmlFor={id}>{props.optInText}</label>
        </div>
      )
    case 'terms_conditions':
      if (!props.rules.termsRequired) return null
      return (
        <div className="lead-form__check">
          <input type="checkbox" id={id} {...described} {...form.register(name)} />
          <label htmlFor={id}>
            I agree to the <a href="/terms">terms of use</a>.
          </label>
          {message}
        </div>
      )
    case 'category':
      if (props.type !== 'general') return null
      return (
        <div className="lead-form__field">
          {label(labels.category!, true)}
          <select id={id} {...described} {...form.register(name)}>
            <option value="">Choose a category</option>
            {generalCategories.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
          {message}
        </div>
      )
    case 'location_id':
    case 'distribution_location_id': {
      const options = name === 'location_id' ? (props.aboutACar || props.locations.length < 2 ? [] : props.locations) : (props.distributionLocations ?? [])
      if (!options.length) return null
      return (
        <div className="lead-form__field">
          {label(labels[name]!, name === 'location_id' && props.rules.locationRequired)}
          <select id={id} {...described} {...form.register(name, { setValueAs: emptyToUndefined })}>
            <option value="">{name === 'location_id' ? 'Choose a location' : 'Where the car is now'}</option>
            {options.map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </select>
          {message}
        </div>
      )
    }
    case 'vehicle_make':
    case 'vehicle_model':
      if (props.type === 'test-drive' && props.aboutACar) return null
      return (
        <div className="lead-form__field">
          {label(labels[name]!, props.type === 'service' || props.type === 'parts')}
          <input id={id} {...described} {...form.register(name, { setValueAs: emptyToUndefined })} maxLength={60} />
          {message}
        </div>
      )
    case 'preferred_date':
    case 'preferred_time':
      return props.type === 'test-drive' ? <TestDriveTime {...props} id={id} described={described} message={message} label={label} /> : name === 'preferred_date' ? (
        <div className="lead-form__field">
          {label(labels.preferred_date!, false)}
          <input id={id} type="date" min={new Date().toISOString().slice(0, 10)} {...described} {...form.register(name, { setValueAs: emptyToUndefined })} />
          {message}
        </div>
      ) : null
    case 'message': {
      const required = !['test-drive', 'request-photos', 'finance'].includes(props.type)
      return (
        <div className="lead-form__field lead-form__field--wide">
          {label(messageLabel[props.type] ?? labels.message!, required)}
          <textarea id={id} rows={4} maxLength={5000} {...described} {...form.register(name, { setValueAs: emptyToUndefined })} />
          {message}
        </div>
      )
    }
    default:
      return (
        <div className="lead-form__field">
          {label(labels[name] ?? name, !props.optional)}
          <input
            id={id}
            type={name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text'}
            inputMode={name === 'postcode' ? 'numeric' : undefined}
            maxLength={name === 'postcode' ? 4 : name === 'rego' ? 10 : name === 'whoIsHelping' ? 60 : 254}
            autoComplete={autoComplete[name]}
            {...described}
            {...form.register(name, name === 'rego' || name === 'whoIsHelping' ? { setValueAs: emptyToUndefined } : undefined)}
          />
          {message}
        </div>
      )
  }
}

type TimeProps = Props & {
  id: string
  described: Record<string, unknown>
  message: React.ReactNode
  label: (text: string, required: boolean) => React.ReactNode
}

/** Test-drive date and time from the location's real opening and special hours (§5). */
function TestDriveTime({ name, form, availability, availabilityFor, id, described, message, label }: TimeProps) {
  const where = (form.watch('distribution_location_id') as string | undefined) || (form.watch('location_id') as string | undefined) || availabilityFor
  const days = where ? (availability?.[String(where)] ?? []) : []
  const date = form.watch('preferred_date') as string | undefined
  if (name === 'preferred_date') {
    if (!where) return <p className="lead-form__hint">Choose a location to see the times we can offer.</p>
    if (!days.length) return <p className="lead-form__hint">No times are free online in the next two weeks. Tell us in your comments when suits you.</p>
    return (
      <div className="lead-form__field">
        {label('Preferred date', false)}
        <select id={id} {...described} {...form.register('preferred_date', { setValueAs: emptyToUndefined, onChange: () => form.setValue('preferred_time', undefined) })}>
          <option value="">Any day</option>
          {days.map((d) => (
            <option key={d.date} value={d.date}>
              {d.label}
            </option>
          ))}
        </select>
        {message}
      </div>
    )
  }
  const times = days.find((d) => d.date === date)?.times ?? []
  if (!times.length) return null
  return (
    <div className="lead-form__field">
      {label('Preferred time', false)}
      <select id={id} {...described} {...form.register('preferred_time', { setValueAs: emptyToUndefined })}>
        <option value="">Any time</option>
        {times.map((t) => (
          <option key={t}>{t}</option>
        ))}
      </select>
      {message}
    </div>
  )
}
