'use client'

/**
 * Toasts for the whole site through one host (`ToastHost`, one per page, at most one toast shown).
 * sonner loads with the first toast rather than with every page.
 */
type Kind = 'success' | 'info' | 'error'
type Action = { label: string; href: string }

let wanted = false
let markReady: () => void = () => undefined
const ready = new Promise<void>((resolve) => {
  markReady = resolve
})
const listeners = new Set<() => void>()

export function toastsWanted() {
  return wanted
}

export function onToastsWanted(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function toasterMounted() {
  markReady()
}

export async function showToast(kind: Kind, title: string, description?: string, action?: Action) {
  if (!wanted) {
    wanted = true
    listeners.forEach((listener) => listener())
  }
  const [{ toast }] = await Promise.all([import('sonner'), ready])
  const options = { description, action: action ? { label: action.label, onClick: () => window.location.assign(action.href) } : undefined }
  if (kind === 'success') toast.success(title, options)
  else if (kind === 'error') toast.error(title, options)
  else toast(title, options)
}
