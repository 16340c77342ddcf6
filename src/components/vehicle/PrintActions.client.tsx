'use client'

import { useState } from 'react'

/** Print and PDF buttons of the print page; the PDF button reads "Preparing..." while it builds (§4). */
export function PrintActions({ pdfPath, fileName }: { pdfPath: string; fileName: string }) {
  const [preparing, setPreparing] = useState(false)
  async function download() {
    setPreparing(true)
    try {
      const response = await fetch(pdfPath)
      if (!response.ok) throw new Error(`The PDF could not be made (${response.status}).`)
      const url = URL.createObjectURL(await response.blob())
      const link = Object.assign(document.createElement('a'), { href: url, download: fileName })
      link.click()
      setTimeout(() => URL.revokeObjectURL(url), 10_000)
    } catch (error) {
      window.alert(error instanceof Error ? error.message : 'The PDF could not be made.')
    } finally {
      setPreparing(false)
    }
  }
  return (
    <div className="print-actions">
      <button type="button" className="button" onClick={() => window.print()}>
        Print
      </button>
      <button type="button" className="button button--accent" onClick={download} disabled={preparing} aria-busy={preparing}>
        {preparing ? 'Preparing...' : 'Download PDF'}
      </button>
    </div>
  )
}
