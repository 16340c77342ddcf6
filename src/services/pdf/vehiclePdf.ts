import PDFDocument from 'pdfkit'
import type { SpecLine } from '@/domain/vehicle/specLines'

export type VehicleSheet = {
  dealer: { name: string; phone?: string | null; email?: string | null; address?: string | null }
  title: string
  price: string
  url: string
  keyFacts: SpecLine[]
  specs: SpecLine[]
  features: string[]
  comments: string | null
}

/** A one- or two-page A4 sheet of a car, for printing or e-mailing: facts, specs, features, comments. */
export function vehiclePdf(sheet: VehicleSheet): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: sheet.title, Author: sheet.dealer.name } })
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)

    doc.font('Helvetica-Bold').fontSize(11).fillColor('#444').text(sheet.dealer.name)
    const contact = [sheet.dealer.phone, sheet.dealer.email, sheet.dealer.address].filter(Boolean).join('  ·  ')
    if (contact) doc.font('Helvetica').fontSize(9).text(contact)
    doc.moveDown(1.2)
    doc.font('Helvetica-Bold').fontSize(20).fillColor('#111').text(sheet.title)
    doc.font('Helvetica-Bold').fontSize(16).text(sheet.price)
    doc.moveDown()

    const table = (heading: string, lines: SpecLine[]) => {
      if (!lines.length) return
      doc.font('Helvetica-Bold').fontSize(12).fillColor('#111').text(heading)
      doc.moveDown(0.3)
      for (const line of lines) {
        doc.font('Helvetica').fontSize(10).fillColor('#555').text(`${line.label}: `, { continued: true }).fillColor('#111').font('Helvetica-Bold').text(line.value)
      }
      doc.moveDown()
    }
    table('Key information', sheet.keyFacts)
    table('Specifications', sheet.specs)
    if (sheet.features.length) {
      doc.font('Helvetica-Bold').fontSize(12).text('Features')
      doc.font('Helvetica').fontSize(10).text(sheet.features.join(' · '))
      doc.moveDown()
    }
    if (sheet.comments) {
      doc.font('Helvetica-Bold').fontSize(12).text('Dealer comments')
      doc.font('Helvetica').fontSize(10).text(sheet.comments)
      doc.moveDown()
    }
    doc.font('Helvetica').fontSize(8).fillColor('#666').text(`See this car online: ${sheet.url}`)
    doc.end()
  })
}
