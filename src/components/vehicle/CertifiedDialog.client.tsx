'use client'

import { useRef } from 'react'

/** The Toyota Certified Pre-Owned badge on a certified car opens what the certification means. */
export function CertifiedDialog() {
  const dialog = useRef<HTMLDialogElement>(null)
  return (
    <>
      <button type="button" className="certified-badge" onClick={() => dialog.current?.showModal()}>
        Toyota Certified Pre-Owned <span aria-hidden="true">ⓘ</span>
      </button>
      <dialog ref={dialog} className="info-dialog" aria-labelledby="certified-title">
        <h2 id="certified-title">Toyota Certified Pre-Owned</h2>
        <ul>
          <li>Under 6 years old and under 120,000 km.</li>
          <li>Inspected against Toyota&apos;s 150-point checklist by Toyota-trained technicians.</li>
          <li>Warranty, 24/7 roadside assistance and a vehicle history check included.</li>
        </ul>
        <form method="dialog">
          <button type="submit" className="button">
            Close
          </button>
        </form>
      </dialog>
    </>
  )
}
