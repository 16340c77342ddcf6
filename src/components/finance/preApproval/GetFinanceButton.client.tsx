'use client'

import { lazy, Suspense, useCallback, useState } from 'react'
import type { PreApprovalSetup } from './types'

// The popup and its form library load when a shopper asks for it, not with the page.
const PreApprovalDialog = lazy(() => import('./PreApprovalDialog.client').then((m) => ({ default: m.PreApprovalDialog })))

/**
 * Get Finance (§2): a link to the finance page that, once the page is interactive, opens the
 * instant pre-approval popup in place instead.
 */
export function GetFinanceButton({ href, setup, label = 'Get Finance', className = 'button button--secondary' }: { href: string; setup: PreApprovalSetup; label?: string; className?: string }) {
  const [open, setOpen] = useState(false)
  const close = useCallback(() => setOpen(false), [])
  return (
    <>
      <a
        className={className}
        href={href}
        aria-haspopup="dialog"
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
          event.preventDefault()
          setOpen(true)
        }}
      >
        {label}
      </a>
      {open ? (
        <Suspense fallback={null}>
          <PreApprovalDialog setup={setup} onClose={close} />
        </Suspense>
      ) : null}
    </>
  )
}
