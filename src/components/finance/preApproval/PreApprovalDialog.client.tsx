'use client'

import { useEffect, useId, useRef, useState } from 'react'
import { pushAnalytics } from '@/components/leads/browserStore'
import { postJson } from '@/components/site/postJson'
import { CodeField } from '@/components/account/CodeField'
import { AUTH_TEXT, SEND_TIMEOUT_MS, verificationCode } from '@/domain/auth/code'
import { signInPhone } from '@/domain/auth/phone'
import { formatMoney } from '@/domain/priceDisplay'
import { DetailsStep } from './DetailsStep'
import { EstimateStep } from './EstimateStep'
import { submitApplication } from './submitApplication'
import type { Details, Estimate, PreApprovalSetup } from './types'
import '@/components/leads/leadForms.css'

const tabs = ['Quick Estimate', 'Your Details', 'Instant pre-approval', 'Apply to lender'] as const

/**
 * §2 popup: an introduction (no impact on the credit score), then four tabs. A tab opens once the ones
 * before it are done; the last verifies the phone code, then sends the lead and the finance customer
 * together and follows the partner's redirect.
 */
export function PreApprovalDialog({ setup, onClose }: { setup: PreApprovalSetup; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const headingId = useId()
  const id = useId()
  const [started, setStarted] = useState(false)
  const [step, setStep] = useState(0)
  const [reached, setReached] = useState(0)
  const [estimate, setEstimate] = useState<Estimate | null>(null)
  const [details, setDetails] = useState<Details | null>(null)
  const [code, setCode] = useState('')
  const [codeError, setCodeError] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const verified = useRef(false)
  const idempotencyKey = useRef(crypto.randomUUID())
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([])

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    element.showModal()
    element.addEventListener('close', onClose)
    return () => element.removeEventListener('close', onClose)
  }, [onClose])

  function go(next: number) {
    setError(null)
    setStep(next)
    setReached((r) => Math.max(r, next))
    requestAnimationFrame(() => tabRefs.current[next]?.focus())
  }

  async function sendCode() {
    if (!details) return
    setError(null)
    setBusy(true)
    try {
      const result = await postJson('/api/auth/send-code', { phone: signInPhone.parse(details.phoneNumber).international }, SEND_TIMEOUT_MS)
      if (!result.ok) throw new Error(result.body.error ?? AUTH_TEXT.unknown)
      if (result.body.event_id) pushAnalytics(result.body.event_id, { form: 'pre-approval' })
      verified.current = false
      go(3)
    } catch (failure) {
      setError(failure instanceof Error && failure.name !== 'TimeoutError' ? failure.message : AUTH_TEXT.unknown)
    } finally {
      setBusy(false)
    }
  }

  async function apply(event: React.FormEvent) {
    event.preventDefault()
    if (!estimate || !details) return
    setError(null)
    if (!verified.current) {
      const parsed = verificationCode.safeParse(code)
      if (!parsed.success) return setCodeError(parsed.error.issues[0]!.message)
      setCodeError(null)
    }
    setBusy(true)
    try {
      if (!verified.current) {
        const result = await postJson('/api/auth/verify', { phone: details.phoneNumber, code, first_name: details.firstName, last_name: details.lastName, email: details.email })
        if (!result.ok) throw new Error(result.body.error ?? AUTH_TEXT.invalidCode)
        if (result.body.event_id) pushAnalytics(result.body.event_id, { form: 'pre-approval' })
        verified.current = true
      }
      const redirectUrl = await submitApplication({ car: setup.car, estimate, details, idempotencyKey: idempotencyKey.current, partnerName: setup.partnerName })
      window.location.assign(redirectUrl)
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : AUTH_TEXT.unknownVerifying)
      setBusy(false)
    }
  }

  function onTabKey(event: React.KeyboardEvent, index: number) {
    const move = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (!move) return
    const next = Math.min(Math.max(index + move, 0), reached)
    event.preventDefault()
    go(next)
  }

  return (
    <dialog ref={dialog} className="lead-dialog pre-approval" aria-labelledby={headingId}>
      <div className="lead-dialog__head">
        <h2 id={headingId}>{setup.car ? `Get pre-approved for the ${setup.car.name}` : 'Get pre-approved'}</h2>
        <button type="button" className="lead-dialog__close" onClick={() => dialog.current?.close()} aria-label="Close">
          ×
        </button>
      </div>
      {!started ? (
        <div className="pre-approval__intro">
          <p className="lead">Instant pre-approval in a few minutes.</p>
          <p>Tell us about the loan and yourself, confirm your mobile with a code, and see what you can borrow. Getting pre-approved has no impact on your credit score.</p>
          <button type="button" className="button" onClick={() => setStarted(true)}>
            Get Started
          </button>
        </div>
      ) : (
        <>
          <div role="tablist" aria-label="Pre-approval steps" className="pre-approval__tabs">
            {tabs.map((label, index) => (
              <button
                key={label}
                ref={(el) => {
                  tabRefs.current[index] = el
                }}
                type="button"
                role="tab"
                id={`${id}-tab-${index}`}
                aria-selected={step === index}
                aria-controls={`${id}-panel`}
                tabIndex={step === index ? 0 : -1}
                disabled={index > reached}
                onClick={() => go(index)}
                onKeyDown={(e) => onTabKey(e, index)}
              >
                <span aria-hidden="true">{index + 1}. </span>
                {label}
              </button>
            ))}
          </div>
          <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${step}`} className="pre-approval__panel">
            {error ? (
              <p className="lead-form__alert" role="alert">
                {error}
              </p>
            ) : null}
            {step === 0 ? (
              <EstimateStep car={setup.car} initial={estimate} disclaimer={setup.disclaimer} onNext={(value) => (setEstimate(value), go(1))} />
            ) : step === 1 ? (
              <DetailsStep rules={setup.rules} locations={setup.locations} needsLocation={!setup.car && setup.rules.locationRequired} initial={details} onNext={(value) => (setDetails(value), go(2))} />
            ) : step === 2 && estimate && details ? (
              <div className="lead-form">
                <dl className="pre-approval__summary">
                  <dt>Purchase price</dt>
                  <dd>{formatMoney(estimate.purchasePrice)}</dd>
                  <dt>Loan term</dt>
                  <dd>{estimate.loanTerm} years</dd>
                  <dt>Applicant</dt>
                  <dd>
                    {details.firstName} {details.lastName}
                  </dd>
                  <dt>Mobile</dt>
                  <dd>{details.phoneNumber}</dd>
                </dl>
                <p>We will text a 6-digit code to {details.phoneNumber} to confirm it is you. Checking your pre-approval does not affect your credit score.</p>
                <div className="lead-form__buttons">
                  <button type="button" className="button" onClick={sendCode} disabled={busy} aria-busy={busy}>
                    {busy ? 'Sending…' : 'Send Code'}
                  </button>
                </div>
              </div>
            ) : step === 3 && details ? (
              <form className="lead-form" noValidate onSubmit={apply}>
                <CodeField id={`${id}-code`} value={code} onChange={setCode} disabled={verified.current} error={codeError} hint={`We have sent a 6-digit code to ${details.phoneNumber}.`} />
                <div className="lead-form__buttons">
                  {verified.current ? null : (
                    <button type="button" className="button button--secondary" onClick={sendCode} disabled={busy}>
                      Resend Code
                    </button>
                  )}
                  <button type="submit" className="button" disabled={busy} aria-busy={busy}>
                    {busy ? 'Applying…' : 'Apply to lender'}
                  </button>
                </div>
              </form>
            ) : null}
          </div>
        </>
      )}
    </dialog>
  )
}
