'use client'

import { useSyncExternalStore } from 'react'
import { readSuccess } from './browserStore'

const subscribe = () => () => undefined

/** Reads the success marker the form stored, so the page can name the enquiry and its reference. */
export function SuccessMessage() {
  const marker = useSyncExternalStore(subscribe, () => JSON.stringify(readSuccess()), () => 'null')
  const success = JSON.parse(marker) as ReturnType<typeof readSuccess>
  return (
    <p className="lead" role="status">
      {success
        ? `We have your ${success.title.toLowerCase()} (reference #${success.lead_id}) and will be in touch soon.`
        : 'We have your enquiry and will be in touch soon.'}
    </p>
  )
}
