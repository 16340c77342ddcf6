'use client'

import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react'
import { onToastsWanted, toasterMounted, toastsWanted } from './toasts'

const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })))

function Mounted() {
  useEffect(toasterMounted, [])
  return null
}

/** Where every toast of the page appears; renders nothing until the first toast is asked for. */
export function ToastHost() {
  const wanted = useSyncExternalStore(onToastsWanted, toastsWanted, () => false)
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <Toaster position="bottom-center" visibleToasts={1} closeButton toastOptions={{ classNames: { toast: 'toast', description: 'toast__description' } }} />
      <Mounted />
    </Suspense>
  )
}
