/**
 * ADF/XML 1.0, the automotive lead format CRMs import (prospect, requestdate, vehicle, customer,
 * vendor, provider). Pure: the CRM adapter posts what this returns.
 */
export type AdfLead = {
  id: string | number
  requestDate: Date
  category: string
  comments?: string
  customer: { firstName: string; lastName: string; email: string; phone: string; postcode: string; preferredContact: string }
  vehicle?: {
    interest: 'buy' | 'trade-in' | 'test-drive'
    status: 'new' | 'used'
    year?: number | null
    make?: string | null
    model?: string | null
    trim?: string | null
    vin?: string | null
    stock?: string | null
    price?: number | null
    odometerKm?: number | null
  }
  vendor: { id: string; name: string; locationName?: string; phone?: string | null; email?: string | null }
  provider: { service: string; url?: string }
}

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

export function xmlEscape(value: string): string {
  // Control characters other than tab and newline are illegal in XML 1.0.
  return value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '').replace(/[&<>"']/g, (c) => entities[c]!)
}

function element(name: string, value: string | number | null | undefined, attributes = ''): string {
  if (value === null || value === undefined || value === '') return ''
  return `<${name}${attributes}>${xmlEscape(String(value))}</${name}>`
}

export function adfXml(lead: AdfLead): string {
  const v = lead.vehicle
  const vehicle = v
    ? [
        `<vehicle interest="${v.interest}" status="${v.status}">`,
        element('year', v.year),
        element('make', v.make),
        element('model', v.model),
        element('trim', v.trim),
        element('vin', v.vin),
        element('stock', v.stock),
        element('odometer', v.odometerKm, ' status="original" units="km"'),
        element('price', v.price, ' type="asking" currency="AUD"'),
        '</vehicle>',
      ].join('')
    : ''
  const c = lead.customer
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<?adf version="1.0"?>',
    '<adf><prospect status="new">',
    element('id', lead.id, ' sequence="1" source="Forecourt"'),
    element('requestdate', lead.requestDate.toISOString()),
    vehicle,
    '<customer><contact primarycontact="1">',
    element('name', c.firstName, ' part="first"'),
    element('name', c.lastName, ' part="last"'),
    element('email', c.email, ` preferredcontact="${c.preferredContact === 'Email' ? 1 : 0}"`),
    element('phone', c.phone, ` type="${c.preferredContact === 'SMS' ? 'cellphone' : 'voice'}" preferredcontact="${c.preferredContact === 'Email' ? 0 : 1}"`),
    `<address>${element('postalcode', c.postcode)}<country>AU</country></address>`,
    '</contact>',
    element('comments', [lead.category, lead.comments].filter(Boolean).join(': ')),
    '</customer>',
    '<vendor>',
    element('id', lead.vendor.id, ' source="Forecourt"'),
    element('vendorname', lead.vendor.name),
    `<contact>${element('name', lead.vendor.locationName ?? lead.vendor.name, ' part="full"')}${element('email', lead.vendor.email)}${element('phone', lead.vendor.phone)}</contact>`,
    '</vendor>',
    '<provider>',
    element('name', 'Forecourt', ' part="full"'),
    element('service', lead.provider.service),
    element('url', lead.provider.url),
    '</provider>',
    '</prospect></adf>',
  ].join('\n')
}
