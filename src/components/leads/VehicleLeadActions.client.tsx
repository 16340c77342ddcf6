'use client'

import { lazy, Suspense, useCallback, useState } from 'react'
import type { LeadType } from '@/domain/leads/forms'
import type { LeadFormProps } from './LeadForm.client'

// The form code (react-hook-form, zod schemas) loads when a shopper opens a form, not with the page.
const LeadDialog = lazy(() => import('./LeadDialog.client').then((m) => ({ default: m.LeadDialog })))
const preload = () => void import('./LeadDialog.client')

export type VehicleAction = { type: LeadType; label: string; href: string; primary?: boolean; form: Omit<LeadFormProps, 'onDone'> }

/**
 * The vehicle page's lead buttons. Each is a real link to the form's own page (works without
 * script); with script it opens the form in a dialog instead.
 */
export function VehicleLeadActions({ actions }: { actions: VehicleAction[] }) {
  const [open, setOpen] = useState<VehicleAction | null>(null)
  const close = useCallback(() => setOpen(null), [])
  return (
    <>
      {actions.map((action) => (
        <a
          key={action.type}
          href={action.href}
          className={action.primary ? 'button' : 'button button--secondary'}
          onPointerEnter={preload}
          onFocus={preload}
          onClick={(event) => {
            if (event.metaKey || event.ctrlKey || event.shiftKey) return
            event.preventDefault()
            setOpen(action)
          }}
        >
          {action.label}
        </a>
      ))}
      {open ? (
        <Suspense fallback={null}>
          <LeadDialog form={open.form} onClose={close} />
        </Suspense>
      ) : null}
    </>
  )
}
