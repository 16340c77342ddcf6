'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useMemo } from 'react'
import { useForm, type Resolver } from 'react-hook-form'
import { z } from 'zod'
import { readDetails } from '@/components/leads/browserStore'
import { detailsStep } from '@/domain/finance/customer'
import { idField } from '@/domain/leads/fields'
import type { FormRules } from '@/domain/leads/forms'
import { TEXT } from '@/domain/leads/texts'
import type { Details } from './types'

type Input = Record<string, string | boolean | undefined>

const fields = [
  { name: 'firstName', label: 'First name', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', type: 'text', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phoneNumber', label: 'Mobile number', type: 'tel', autoComplete: 'tel' },
  { name: 'postCode', label: 'Postcode', type: 'text', autoComplete: 'postal-code' },
] as const

type Props = { rules: FormRules; locations: Array<{ id: number; name: string }>; needsLocation: boolean; initial: Details | null; onNext: (details: Details) => void }

/** Tab 2, Your Details: who is applying; the mobile gets the code in the next tab. */
export function DetailsStep({ rules, locations, needsLocation, initial, onNext }: Props) {
  const id = useId()
  const schema = useMemo(
    () =>
      detailsStep.extend({
        location_id: needsLocation ? idField('Please choose a location.') : z.unknown().transform(() => undefined),
        terms_conditions: rules.termsRequired ? z.literal(true, TEXT.terms) : z.boolean().optional(),
      }),
    [needsLocation, rules.termsRequired],
  )
  const stored = useMemo(() => (typeof window === 'undefined' ? {} : readDetails()), [])
  const form = useForm<Input, unknown, Details>({
    resolver: zodResolver(schema as never) as unknown as Resolver<Input, unknown, Details>,
    defaultValues: {
      firstName: initial?.firstName ?? stored.name ?? '',
      lastName: initial?.lastName ?? stored.last_name ?? '',
      email: initial?.email ?? stored.email ?? '',
      phoneNumber: initial?.phoneNumber ?? stored.phone ?? '',
      postCode: initial?.postCode ?? stored.postcode ?? '',
      subscribe: initial?.subscribe ?? false,
      location_id: initial?.location_id ? String(initial.location_id) : '',
    },
  })
  const errors = form.formState.errors
  const described = (name: string) => (errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${name}-error` } : {})
  const message = (name: string) =>
    errors[name] ? (
      <p className="lead-form__error" id={`${id}-${name}-error`}>
        {String(errors[name]?.message)}
      </p>
    ) : null

  return (
    <form className="lead-form" noValidate onSubmit={form.handleSubmit(onNext)}>
      {fields.map((field) => (
        <div className="lead-form__field" key={field.name}>
          <label htmlFor={`${id}-${field.name}`}>{field.label}</label>
          <input id={`${id}-${field.name}`} type={field.type} autoComplete={field.autoComplete} maxLength={254} {...described(field.name)} {...form.register(field.name)} />
          {message(field.name)}
        </div>
      ))}
      {needsLocation ? (
        <div className="lead-form__field">
          <label htmlFor={`${id}-location_id`}>Location</label>
          <select id={`${id}-location_id`} {...described('location_id')} {...form.register('location_id')}>
            <option value="">Choose a location</option>
            {locations.map((location) => (
              <option key={location.id} value={location.id}>
                {location.name}
              </option>
            ))}
          </select>
          {message('location_id')}
        </div>
      ) : null}
      <div className="lead-form__check">
        <input type="checkbox" id={`${id}-subscribe`} {...form.register('subscribe')} />
        <label htmlFor={`${id}-subscribe`}>{TEXT.optIn}</label>
      </div>
      {rules.termsRequired ? (
        <div className="lead-form__check">
          <input type="checkbox" id={`${id}-terms`} {...described('terms_conditions')} {...form.register('terms_conditions')} />
          <label htmlFor={`${id}-terms`}>
            I agree to the <a href="/terms">terms of use</a>.
          </label>
          {message('terms_conditions')}
        </div>
      ) : null}
      <div className="lead-form__buttons">
        <button type="submit" className="button">
          Next
        </button>
      </div>
    </form>
  )
}
