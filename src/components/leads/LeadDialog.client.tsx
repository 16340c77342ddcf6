'use client'

import { useEffect, useId, useRef } from 'react'
import { LeadForm, type LeadFormProps } from './LeadForm.client'
import { formTitle } from './formLayouts'
import './leadForms.css'

/** A lead form in a modal dialog (enquire, test drive, request photos on the vehicle page). */
export function LeadDialog({ form, onClose }: { form: LeadFormProps; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const headingId = useId()
  useEffect(() => {
    const element = dialog.current
    if (!element) return
    element.showModal()
    element.addEventListener('close', onClose)
    return () => element.removeEventListener('close', onClose)
  }, [onClose])
  return (
    <dialog ref={dialog} className="lead-dialog" aria-labelledby={headingId}>
      <div className="lead-dialog__head">
        <h2 id={headingId}>{formTitle(form.type, form.car?.name)}</h2>
        <button type="button" className="lead-dialog__close" onClick={() => dialog.current?.close()} aria-label="Close">
          ×
        </button>
      </div>
      <LeadForm {...form} onDone={() => dialog.current?.close()} />
    </dialog>
  )
}
