'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/navigation'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form'
import { formSchema, type FormRules, type LeadType } from '@/domain/leads/forms'
import { TEXT } from '@/domain/leads/texts'
import type { AvailableDay } from '@/domain/hours/availability'
import { leadAttributes, pushAnalytics, readDetails, storeDetails, storeSuccess } from './browserStore'
import { FormField } from './FormField'
import { FormMessages } from './FormMessages'
import { formLayouts, type FieldName } from './formLayouts'
import './leadForms.css'

export type LeadFormProps = {
  type: LeadType
  rules: FormRules
  locations: Array<{ id: number; name: string; dealership_slug: string | null }>
  submitText: string
  optInText: string
  car?: { id: number; name: string } | null
  distributionLocations?: Array<{ id: number; name: string }>
  /** Test-drive times per location id (the car's own location is `availabilityFor`). */
  availability?: Record<string, AvailableDay[]>
  availabilityFor?: string
  /** Values the page was linked with (a general enquiry's category, the finance amount and term). */
  initialValues?: Record<string, string | number>
  /** Shown in the dialog's heading instead of the form's own title. */
  headingId?: string
  onDone?: () => void
}

type Values = Record<string, unknown>
type Status = 'idle' | 'submitting' | 'success' | 'failure'

const optional = new Set<FieldName>(['whoIsHelping', 'location_id', 'distribution_location_id', 'preferred_date', 'preferred_time', 'rego', 'vehicle_make', 'vehicle_model', 'finance', 'trade_in'])

function errorList(errors: FieldErrors<Values>): Array<[string, string]> {
  return Object.entries(errors).flatMap(([name, error]) => (error?.message ? [[name, String(error.message)] as [string, string]] : []))
}

/**
 * Every lead form of the site (§2, §3, §5): one zod schema shared with POST /api/leads, steps that
 * each validate before advancing, the spec's error list, and the states idle → submitting → success
 * or failure. A lead with an id goes to /success with a stored marker and an analytics push.
 */
export function LeadForm(props: LeadFormProps) {
  const { type, rules, locations, car } = props
  const layout = formLayouts[type]
  const schema = useMemo(() => formSchema(type, rules), [type, rules])
  const router = useRouter()
  const formId = useId()
  const key = useRef<string>('')
  const [step, setStep] = useState(0)
  const [status, setStatus] = useState<Status>('idle')
  const [formError, setFormError] = useState<string | null>(null)
  const [showErrors, setShowErrors] = useState(false)
  const onlyLocation = locations.length === 1 ? locations[0] : undefined

  const form = useForm<Values>({
    resolver: zodResolver(schema as never) as unknown as Resolver<Values>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    defaultValues: {
      type,
      car_id: car?.id,
      opt_in: true,
      terms_conditions: false,
      PreferredContactMethod: 'Phone',
      category: '',
      location_id: onlyLocation ? String(onlyLocation.id) : '',
      message: type === 'enquiry' && car ? `Hi, I'm interested in the ${car.name}. Is it still available?` : '',
      ...props.initialValues,
    },
  })

  useEffect(() => {
    key.current ||= crypto.randomUUID()
    const stored = readDetails()
    for (const [name, value] of Object.entries(stored)) if (value && !form.getValues(name)) form.setValue(name, value)
  }, [form])

  const fields = layout.steps[step]!.fields
  const last = step === layout.steps.length - 1
  const errors = errorList(form.formState.errors)

  async function next() {
    const valid = await form.trigger(fields.filter((f) => f !== 'terms_conditions'))
    if (valid) {
      setShowErrors(false)
      setStep((s) => s + 1)
    } else setShowErrors(true)
  }

  async function submit(values: Values) {
    setStatus('submitting')
    setFormError(null)
    const honeypot = (document.getElementById(`${formId}-fax`) as HTMLInputElement | null)?.value
    try {
      const response = await fetch('/api/leads', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          ...Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== '')),
          type,
          idempotency_key: key.current,
          url: window.location.href,
          lead_attributes: leadAttributes(),
          ...(honeypot ? { fax: honeypot } : {}),
        }),
      })
      const body = (await response.json().catch(() => null)) as { lead_id?: number; event_id?: number; error?: string; fields?: Record<string, string> } | null
      if (response.ok && body?.lead_id) {
        storeDetails({ name: String(values.name ?? ''), last_name: String(values.last_name ?? ''), email: String(values.email ?? ''), phone: String(values.phone ?? ''), postcode: String(values.postcode ?? '') })
        storeSuccess({ lead_id: body.lead_id, title: layout.title, at: Date.now() })
        if (body.event_id) pushAnalytics(body.event_id, { lead_id: body.lead_id, form: type })
        key.current = crypto.randomUUID()
        setStatus('success')
        props.onDone?.()
        router.push('/success')
        return
      }
      for (const [name, message] of Object.entries(body?.fields ?? {})) form.setError(name, { type: 'server', message })
      if (body?.fields && Object.keys(body.fields).length) {
        setShowErrors(true)
        const firstStep = layout.steps.findIndex((s) => s.fields.some((f) => body.fields![f]))
        if (firstStep >= 0) setStep(firstStep)
      }
      setFormError(body?.error ?? TEXT.unexpected)
      setStatus('failure')
    } catch {
      setFormError(TEXT.unexpected)
      setStatus('failure')
    }
  }

  const onInvalid = () => setShowErrors(true)

  return (
    <form className="lead-form" noValidate onSubmit={last ? form.handleSubmit(submit, onInvalid) : (e) => (e.preventDefault(), void next())} aria-describedby={formError ? `${formId}-error` : undefined}>
      {layout.steps.length > 1 ? (
        <p className="lead-form__progress">
          Step {step + 1} of {layout.steps.length}: <strong>{layout.steps[step]!.title}</strong>
        </p>
      ) : null}
      <FormMessages failure={status === 'failure' ? formError : null} errors={showErrors ? errors : []} fieldHref={(name) => `#${formId}-${name}`} id={`${formId}-error`} />
      <div className="lead-form__fields">
        {fields.map((name) => (
          <FormField
            key={name}
            name={name}
            type={type}
            idPrefix={formId}
            form={form}
            rules={rules}
            locations={locations}
            distributionLocations={props.distributionLocations}
            availability={props.availability}
            availabilityFor={props.availabilityFor}
            optInText={props.optInText}
            optional={optional.has(name)}
            aboutACar={Boolean(car)}
          />
        ))}
      </div>
      <div className="lead-form__trap" aria-hidden="true">
        <label htmlFor={`${formId}-fax`}>Leave this empty</label>
        <input id={`${formId}-fax`} name="fax" tabIndex={-1} autoComplete="off" />
      </div>
      <div className="lead-form__buttons">
        {step > 0 ? (
          <button type="button" className="button button--secondary" onClick={() => setStep((s) => s - 1)}>
            Back
          </button>
        ) : null}
        <button type="submit" className="button" disabled={status === 'submitting' || status === 'success'} aria-busy={status === 'submitting'}>
          {status === 'submitting' ? (
            <>
              <span className="spinner" aria-hidden="true" /> Sending…
            </>
          ) : last ? (
            props.submitText
          ) : (
            'Next'
          )}
        </button>
      </div>
    </form>
  )
}
