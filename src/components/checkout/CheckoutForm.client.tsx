'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState } from 'react'
import { useForm, type FieldErrors } from 'react-hook-form'
import type { z } from 'zod'
import type { CheckoutMode } from '@/domain/checkout/offer'
import { checkoutSchema, handovers, paymentMethods } from '@/domain/checkout/schema'
import { FormMessages } from '@/components/leads/FormMessages'
import '@/components/leads/leadForms.css'

type Input = z.input<typeof checkoutSchema>

export type CheckoutFormProps = {
  carId: number
  modes: CheckoutMode[]
  preferred: CheckoutMode
  /** What the shopper pays now ("Pay $200 deposit") or does ("Reserve this car") per mode. */
  submitText: Record<CheckoutMode, string>
  termsText: string
  initial: Partial<Pick<Input, 'name' | 'last_name' | 'email' | 'phone' | 'postcode'>>
}

const modeText: Record<CheckoutMode, string> = { reserve: 'Reserve it with a refundable deposit', buy: 'Buy it online' }
const fieldLabels = { name: 'First name', last_name: 'Last name', email: 'Email', phone: 'Mobile', postcode: 'Postcode' } as const
const autoComplete = { name: 'given-name', last_name: 'family-name', email: 'email', phone: 'tel', postcode: 'postal-code' } as const

function errorList(errors: FieldErrors<Input>): Array<[string, string]> {
  return Object.entries(errors).flatMap(([name, error]) => (error?.message ? [[name, String(error.message)] as [string, string]] : []))
}

/**
 * The checkout form (§2 /cars/{slug}/checkout): the same zod schema as POST /api/checkout, then the
 * payment page or the confirmation. One key per form, so a double submit never makes two reservations.
 */
export function CheckoutForm(props: CheckoutFormProps) {
  const idPrefix = useId()
  const [key] = useState(() => crypto.randomUUID())
  const [failure, setFailure] = useState<string | null>(null)
  const [showErrors, setShowErrors] = useState(false)
  const form = useForm<Input>({
    resolver: zodResolver(checkoutSchema),
    defaultValues: { idempotency_key: key, car_id: props.carId, mode: props.preferred, trade_in: false, ...props.initial },
  })
  const mode = form.watch('mode') as CheckoutMode
  const errors = form.formState.errors
  const fieldId = (name: string) => `${idPrefix}-${name}`
  const described = (name: keyof Input) => (errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': `${fieldId(name)}-error` } : {})
  const message = (name: keyof Input) =>
    errors[name]?.message ? (
      <p className="lead-form__error" id={`${fieldId(name)}-error`}>
        {String(errors[name]?.message)}
      </p>
    ) : null

  const radioGroup = (name: 'payment_method' | 'handover', legend: string, options: readonly string[]) => (
    <fieldset className="lead-form__choice" id={fieldId(name)} {...described(name)}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option}>
          <input type="radio" value={option} {...form.register(name)} /> {option}
        </label>
      ))}
      {message(name)}
    </fieldset>
  )

  const submit = form.handleSubmit(
    async (values) => {
      setFailure(null)
      setShowErrors(false)
      try {
        const response = await fetch('/api/checkout', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(values) })
        const body = (await response.json().catch(() => ({}))) as { redirectUrl?: string; error?: string; fields?: Record<string, string> }
        if (response.ok && body.redirectUrl) {
          window.location.assign(body.redirectUrl)
          return
        }
        for (const [name, text] of Object.entries(body.fields ?? {})) form.setError(name as keyof Input, { message: text })
        if (body.fields) setShowErrors(true)
        setFailure(body.error ?? 'We could not start your checkout. Please try again or give us a call.')
      } catch {
        setFailure('We could not reach the dealership. Please check your connection and try again.')
      }
    },
    () => setShowErrors(true),
  )

  return (
    <form className="lead-form checkout-form" onSubmit={submit} noValidate aria-label="Checkout">
      <FormMessages failure={failure} errors={showErrors ? errorList(errors) : []} fieldHref={(name) => `#${fieldId(name)}`} />
      {props.modes.length > 1 ? (
        <fieldset className="lead-form__choice" id={fieldId('mode')} {...described('mode')}>
          <legend>What would you like to do?</legend>
          {props.modes.map((m) => (
            <label key={m}>
              <input type="radio" value={m} {...form.register('mode')} /> {modeText[m]}
            </label>
          ))}
          {message('mode')}
        </fieldset>
      ) : null}
      <div className="lead-form__fields">
        {(Object.keys(fieldLabels) as Array<keyof typeof fieldLabels>).map((name) => (
          <div className="lead-form__field" key={name}>
            <label htmlFor={fieldId(name)}>
              {fieldLabels[name]}
              <span aria-hidden="true"> *</span>
            </label>
            <input
              id={fieldId(name)}
              type={name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text'}
              inputMode={name === 'postcode' ? 'numeric' : undefined}
              autoComplete={autoComplete[name]}
              maxLength={name === 'postcode' ? 4 : 254}
              required
              {...described(name)}
              {...form.register(name)}
            />
            {message(name)}
          </div>
        ))}
      </div>
      {mode === 'buy' ? (
        <>
          {radioGroup('payment_method', 'How would you like to pay for the car?', paymentMethods)}
          {radioGroup('handover', 'Collection or delivery?', handovers)}
          <div className="lead-form__check">
            <input type="checkbox" id={fieldId('trade_in')} {...form.register('trade_in')} />
            <label htmlFor={fieldId('trade_in')}>I have a car to trade in</label>
          </div>
        </>
      ) : null}
      <div className="lead-form__check">
        <input type="checkbox" id={fieldId('terms')} required {...described('terms')} {...form.register('terms')} />
        <label htmlFor={fieldId('terms')}>{props.termsText}</label>
        {message('terms')}
      </div>
      <button type="submit" className="button" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Please wait…' : props.submitText[mode] ?? props.submitText[props.preferred]}
      </button>
    </form>
  )
}
