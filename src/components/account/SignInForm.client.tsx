'use client'

import { useId, useState } from 'react'
import { AUTH_TEXT, SEND_TIMEOUT_MS, verificationCode } from '@/domain/auth/code'
import { PHONE_MESSAGE, signInPhone } from '@/domain/auth/phone'
import { pushAnalytics } from '@/components/leads/browserStore'
import { postJson } from '@/components/site/postJson'
import { CodeField } from './CodeField'
import '@/components/leads/leadForms.css'

type Stage = 'not-sent' | 'sending' | 'sent'


/**
 * §4 phone verification: not sent → sending → sent (phone locked, "Resend Code", code enabled).
 * The phone is checked before any code is sent; a verified code goes to `redirect` (a same-site path).
 */
export function SignInForm({ redirect }: { redirect: string }) {
  const id = useId()
  const [stage, setStage] = useState<Stage>('not-sent')
  const [phone, setPhone] = useState('')
  const [code, setCode] = useState('')
  const [phoneError, setPhoneError] = useState<string | null>(null)
  const [codeError, setCodeError] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [verifying, setVerifying] = useState(false)

  async function send() {
    setError(null)
    const parsed = signInPhone.safeParse(phone)
    if (!parsed.success) return setPhoneError(PHONE_MESSAGE)
    setPhoneError(null)
    const before = stage
    setStage('sending')
    try {
      const result = await postJson('/api/auth/send-code', { phone: parsed.data.international }, SEND_TIMEOUT_MS)
      if (!result.ok) throw new Error(result.body.error ?? AUTH_TEXT.unknown)
      if (result.body.event_id) pushAnalytics(result.body.event_id, { form: 'sign-in' })
      setStage('sent')
    } catch (failure) {
      setError(failure instanceof Error && failure.name !== 'TimeoutError' ? failure.message : AUTH_TEXT.unknown)
      setStage(before === 'sent' ? 'sent' : 'not-sent')
    }
  }

  async function verify(event: React.FormEvent) {
    event.preventDefault()
    if (stage !== 'sent') return void send()
    setError(null)
    const parsed = verificationCode.safeParse(code)
    if (!parsed.success) return setCodeError(parsed.error.issues[0]!.message)
    setCodeError(null)
    setVerifying(true)
    try {
      const result = await postJson('/api/auth/verify', { phone: signInPhone.parse(phone).national, code: parsed.data })
      if (!result.ok) throw new Error(result.body.error ?? AUTH_TEXT.invalidCode)
      if (result.body.event_id) pushAnalytics(result.body.event_id, { form: 'sign-in' })
      // A full load, so every server-rendered part of the site sees the new session.
      window.location.assign(redirect)
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : AUTH_TEXT.unknownVerifying)
      setVerifying(false)
    }
  }

  return (
    <form className="lead-form sign-in-form" noValidate onSubmit={verify}>
      {error ? (
        <p className="lead-form__alert" role="alert">
          {error}
        </p>
      ) : null}
      <div className="lead-form__field">
        <label htmlFor={`${id}-phone`}>Mobile number</label>
        <input
          id={`${id}-phone`}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          maxLength={20}
          value={phone}
          readOnly={stage !== 'not-sent'}
          aria-invalid={phoneError ? true : undefined}
          aria-describedby={phoneError ? `${id}-phone-error` : undefined}
          onChange={(e) => setPhone(e.target.value)}
        />
        {phoneError ? (
          <p className="lead-form__error" id={`${id}-phone-error`}>
            {phoneError}
          </p>
        ) : null}
      </div>
      <div className="lead-form__buttons sign-in-form__send">
        {stage === 'sent' ? (
          <button type="button" className="button button--secondary" onClick={() => (setStage('not-sent'), setCode(''))}>
            Change number
          </button>
        ) : null}
        <button type="button" className="button button--secondary" onClick={send} disabled={stage === 'sending'} aria-busy={stage === 'sending'}>
          {stage === 'sending' ? 'Sending…' : stage === 'sent' ? 'Resend Code' : 'Send Code'}
        </button>
      </div>
      <CodeField id={`${id}-code`} value={code} onChange={setCode} disabled={stage !== 'sent'} error={codeError} hint={stage === 'sent' ? 'We have sent a 6-digit code to your mobile.' : 'Send a code to your mobile first.'} />
      <div className="lead-form__buttons">
        <button type="submit" className="button" disabled={stage !== 'sent' || verifying} aria-busy={verifying}>
          {verifying ? 'Signing in…' : 'Sign In'}
        </button>
      </div>
    </form>
  )
}
