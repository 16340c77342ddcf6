'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/navigation'
import { useEffect, useId, useRef, useState } from 'react'
import { get, useForm, type Resolver } from 'react-hook-form'
import { contactMethods } from '@/domain/leads/fields'
import { TEXT } from '@/domain/leads/texts'
import { tradeInValuationSchema } from '@/domain/tradeIn/schemas'
import type { Estimate } from '@/domain/tradeIn/valuation'
import { mileageText } from '@/domain/format/inputs'
import { FormMessages } from './FormMessages'
import { leadAttributes, pushAnalytics, readDetails, storeDetails, storeSuccess } from './browserStore'
import './leadForms.css'

type Values = Record<string, unknown>
type Offer = { leadId: number; token?: string; offer: Estimate | null; message?: string }

const states = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA']
const steps = [
  { title: 'Your car', fields: ['rego', 'regoState', 'year', 'make', 'model', 'badge', 'kms'] },
  {
    title: 'Its condition',
    fields: ['adjustmentAnswers.condition', 'adjustmentAnswers.service_history', 'adjustmentAnswers.accident_history', 'adjustmentAnswers.keys', 'adjustmentAnswers.finance_owing'],
  },
  { title: 'Your details', fields: ['name', 'last_name', 'email', 'phone', 'postcode', 'PreferredContactMethod', 'finance', 'opt_in'] },
]

const questions: Array<{ name: string; legend: string; options: Array<[string, string]> }> = [
  { name: 'adjustmentAnswers.condition', legend: 'What condition is it in?', options: [['excellent', 'Excellent'], ['good', 'Good'], ['fair', 'Fair'], ['poor', 'Poor']] },
  { name: 'adjustmentAnswers.service_history', legend: 'Service history', options: [['full', 'Full'], ['partial', 'Partial'], ['none', 'None']] },
  { name: 'adjustmentAnswers.accident_history', legend: 'Has it been in an accident?', options: [['no', 'No'], ['yes', 'Yes']] },
  { name: 'adjustmentAnswers.keys', legend: 'How many keys do you have?', options: [['2', 'Two or more'], ['1', 'One']] },
  { name: 'adjustmentAnswers.finance_owing', legend: 'Is there finance owing on it?', options: [['no', 'No'], ['yes', 'Yes']] },
]

const money = (n: number) => `$${Math.round(n).toLocaleString('en-AU')}`

async function post(path: string, body: unknown) {
  const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  return { ok: response.ok, status: response.status, body: ((await response.json().catch(() => null)) ?? {}) as Record<string, any> }
}

/**
 * The trade-in journey (§4): rego lookup, the car and its condition, contact details (Phone by
 * default, finance answered), then the online offer the shopper can accept. Every step validates
 * before it advances; the lead exists from the valuation step on.
 */
export function TradeInFlow({ carId }: { carId?: number }) {
  const router = useRouter()
  const prefix = useId()
  const key = useRef('')
  const [step, setStep] = useState(0)
  const [busy, setBusy] = useState(false)
  const [notice, setNotice] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [showErrors, setShowErrors] = useState(false)
  const [offer, setOffer] = useState<Offer | null>(null)
  const form = useForm<Values>({
    resolver: zodResolver(tradeInValuationSchema as never) as unknown as Resolver<Values>,
    defaultValues: { type: 'trade-in', regoState: 'QLD', PreferredContactMethod: 'Phone', opt_in: true, car_id: carId },
  })

  useEffect(() => {
    key.current ||= crypto.randomUUID()
    for (const [name, value] of Object.entries(readDetails())) if (value && !form.getValues(name)) form.setValue(name, value)
  }, [form])

  const errorOf = (name: string) => (get(form.formState.errors, name) as { message?: string } | undefined)?.message
  const errorList = steps[step]?.fields.flatMap((f) => (errorOf(f) ? [[f, errorOf(f)!] as const] : [])) ?? []
  const id = (name: string) => `${prefix}-${name.replace('.', '-')}`
  const invalid = (name: string) => (errorOf(name) ? { 'aria-invalid': true as const, 'aria-describedby': `${id(name)}-error` } : {})
  const message = (name: string) =>
    errorOf(name) ? (
      <p className="lead-form__error" id={`${id(name)}-error`}>
        {errorOf(name)}
      </p>
    ) : null

  function input(name: string, label: string, options: { required?: boolean; inputMode?: 'numeric'; maxLength?: number; autoComplete?: string; type?: string; format?: (typed: string) => string } = {}) {
    return (
      <div className="lead-form__field">
        <label htmlFor={id(name)}>
          {label}
          {options.required ? <span aria-hidden="true"> *</span> : <span className="lead-form__optional"> (optional)</span>}
        </label>
        <input id={id(name)} type={options.type ?? 'text'} inputMode={options.inputMode} maxLength={options.maxLength} autoComplete={options.autoComplete} {...invalid(name)} {...form.register(name, {
            setValueAs: (v) => (v === '' ? undefined : v),
            onBlur: options.format ? (e: React.FocusEvent<HTMLInputElement>) => form.setValue(name, options.format!(e.target.value)) : undefined,
          })}
        />
        {message(name)}
      </div>
    )
  }

  function radios(name: string, legend: string, options: Array<[string, string]>) {
    return (
      <fieldset className="lead-form__choice" key={name} id={id(name)} {...invalid(name)}>
        <legend>{legend}</legend>
        {options.map(([value, text]) => (
          <label key={value}>
            <input type="radio" value={value} {...form.register(name)} /> {text}
          </label>
        ))}
        {message(name)}
      </fieldset>
    )
  }

  async function findCar() {
    setNotice(null)
    const valid = await form.trigger(['rego', 'regoState'])
    if (!valid) return setShowErrors(true)
    setBusy(true)
    const result = await post('/api/trade-in/rego-lookup', { rego: form.getValues('rego'), state: form.getValues('regoState') }).catch(() => null)
    setBusy(false)
    if (result?.ok) {
      for (const field of ['year', 'make', 'model', 'badge']) if (result.body.vehicle?.[field]) form.setValue(field, String(result.body.vehicle[field]), { shouldValidate: true })
      setNotice(`Found it: ${result.body.vehicle.year} ${result.body.vehicle.make} ${result.body.vehicle.model}. Check the details and add the kilometres.`)
    } else setNotice(result?.body.error ?? TEXT.unexpected)
  }

  async function next() {
    const valid = await form.trigger(steps[step]!.fields)
    setShowErrors(!valid)
    if (valid) setStep((s) => s + 1)
  }

  async function submit(values: Values) {
    setBusy(true)
    setFailure(null)
    const result = await post('/api/trade-in/valuation', {
      ...Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== '')),
      type: 'trade-in',
      idempotency_key: key.current,
      url: window.location.href,
      lead_attributes: leadAttributes(),
    }).catch(() => null)
    setBusy(false)
    if (result?.ok && result.body.lead_id) {
      storeDetails({ name: String(values.name), last_name: String(values.last_name), email: String(values.email), phone: String(values.phone), postcode: String(values.postcode) })
      if (result.body.event_id) pushAnalytics(result.body.event_id, { lead_id: result.body.lead_id, form: 'trade-in' })
      setOffer({ leadId: result.body.lead_id, token: result.body.access_token, offer: result.body.offer ?? null, message: result.body.message })
      setStep(steps.length)
      return
    }
    for (const [name, text] of Object.entries((result?.body.fields ?? {}) as Record<string, string>)) form.setError(name, { type: 'server', message: text })
    setShowErrors(true)
    setFailure(result?.body.error ?? TEXT.unexpected)
  }

  async function accept() {
    if (!offer?.token) return
    setBusy(true)
    setFailure(null)
    const result = await post('/api/trade-in/accept', { lead_id: offer.leadId, access_token: offer.token }).catch(() => null)
    setBusy(false)
    if (result?.ok) {
      pushAnalytics(18, { lead_id: offer.leadId, form: 'trade-in' })
      storeSuccess({ lead_id: offer.leadId, title: 'Trade-in offer acceptance', at: Date.now() })
      router.push('/success')
    } else setFailure(result?.body.error ?? TEXT.unexpected)
  }

  if (offer) {
    return (
      <section className="trade-in-offer" aria-labelledby={`${prefix}-offer`}>
        <h2 id={`${prefix}-offer`}>{offer.offer ? 'Your online offer' : 'Thanks, we have your car'}</h2>
        {offer.offer ? (
          <>
            <p className="trade-in-offer__price">{money(offer.offer.offer)}</p>
            <p>
              Likely range {money(offer.offer.low)} to {money(offer.offer.high)}, from {offer.offer.comparables} comparable cars ({Math.round(offer.offer.confidence * 100)}% confidence). Subject to an inspection confirming the details you gave us.
            </p>
            {failure ? (
              <p className="lead-form__alert" role="alert">
                {failure}
              </p>
            ) : null}
            <button type="button" className="button" onClick={accept} disabled={busy} aria-busy={busy}>
              {busy ? 'Accepting…' : 'Accept Offer'}
            </button>
          </>
        ) : (
          <p role="status">{offer.message}</p>
        )}
      </section>
    )
  }

  return (
    <form className="lead-form" noValidate onSubmit={step === steps.length - 1 ? form.handleSubmit(submit, () => setShowErrors(true)) : (e) => (e.preventDefault(), void next())}>
      <p className="lead-form__progress">
        Step {step + 1} of {steps.length}: <strong>{steps[step]!.title}</strong>
      </p>
      <FormMessages failure={failure} errors={showErrors ? errorList : []} fieldHref={(name) => `#${id(name)}`} />
      {step === 0 ? (
        <div className="lead-form__fields">
          {input('rego', 'Rego', { maxLength: 9 })}
          <div className="lead-form__field">
            <label htmlFor={id('regoState')}>State</label>
            <select id={id('regoState')} {...form.register('regoState')}>
              {states.map((s) => (
                <option key={s}>{s}</option>
              ))}
            </select>
          </div>
          <div className="lead-form__field--wide">
            <button type="button" className="button button--secondary" onClick={findCar} disabled={busy}>
              Find my car
            </button>
            {notice ? (
              <p role="status" className="lead-form__hint">
                {notice}
              </p>
            ) : null}
          </div>
          {input('year', 'Year', { required: true, inputMode: 'numeric', maxLength: 4 })}
          {input('make', 'Make', { required: true, maxLength: 40 })}
          {input('model', 'Model', { required: true, maxLength: 60 })}
          {input('badge', 'Badge', { maxLength: 60 })}
          {input('kms', 'Kilometres', { required: true, inputMode: 'numeric', maxLength: 14, format: mileageText })}
        </div>
      ) : null}
      {step === 1 ? <div className="lead-form__fields">{questions.map((q) => radios(q.name, q.legend, q.options))}</div> : null}
      {step === 2 ? (
        <div className="lead-form__fields">
          {input('name', 'First name', { required: true, autoComplete: 'given-name' })}
          {input('last_name', 'Last name', { required: true, autoComplete: 'family-name' })}
          {input('email', 'Email', { required: true, type: 'email', autoComplete: 'email' })}
          {input('phone', 'Phone', { required: true, type: 'tel', autoComplete: 'tel' })}
          {input('postcode', 'Postcode', { required: true, inputMode: 'numeric', maxLength: 4, autoComplete: 'postal-code' })}
          {radios('PreferredContactMethod', 'How should we contact you?', contactMethods.map((m) => [m, m]))}
          {radios('finance', 'Will you need finance for your next car?', [['yes', 'Yes'], ['no', 'No']])}
          <div className="lead-form__check">
            <input type="checkbox" id={id('opt_in')} {...form.register('opt_in')} />
            <label htmlFor={id('opt_in')}>{TEXT.optIn}</label>
          </div>
        </div>
      ) : null}
      <div className="lead-form__buttons">
        {step > 0 ? (
          <button type="button" className="button button--secondary" onClick={() => setStep((s) => s - 1)}>
            Back
          </button>
        ) : null}
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          {busy && step === steps.length - 1 ? (
            <>
              <span className="spinner" aria-hidden="true" /> Valuing…
            </>
          ) : step === steps.length - 1 ? (
            'Get My Offer'
          ) : (
            'Next'
          )}
        </button>
      </div>
    </form>
  )
}
