export type LeadForEmail = {
  id: number
  category: string
  subcategory?: string | null
  name: string
  last_name: string
  email: string
  phone: string
  postcode: string
  preferred_contact?: string | null
  message?: string | null
  opt_in?: boolean | null
  car?: { name?: string | null; stocknum?: string | null; price?: number | null; slug?: string | null } | null
  answers?: Record<string, unknown> | null
  url?: string | null
}

const answerLabels: Record<string, string> = {
  preferred_date: 'Preferred date',
  preferred_time: 'Preferred time',
  vehicle_make: 'Vehicle make',
  vehicle_model: 'Vehicle model',
  rego: 'Rego',
  finance: 'Needs finance',
  trade_in: 'Has a trade-in',
  request_photos: 'Request photos',
  category: 'Category',
  regoState: 'Rego state',
  year: 'Trade-in year',
  make: 'Trade-in make',
  model: 'Trade-in model',
  badge: 'Trade-in badge',
  kms: 'Trade-in kilometres',
  condition: 'Condition',
  service_history: 'Service history',
  accident_history: 'Accident history',
  keys: 'Keys',
  finance_owing: 'Finance owing',
  offer_price: 'Online offer ($)',
  offer_range: 'Offer range ($)',
  offer_confidence: 'Offer confidence',
  estimate_refused: 'No online estimate because',
  offer_accepted: 'Offer accepted',
  amount: 'Amount to borrow ($)',
  term: 'Loan term (years)',
  selfAssessedCreditScore: 'Credit history (own view)',
  whoIsHelping: 'Helped by',
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

function lines(lead: LeadForEmail): Array<[string, string]> {
  const rows: Array<[string, string]> = [
    ['Enquiry', [lead.category, lead.subcategory].filter(Boolean).join(' · ')],
    ['Name', `${lead.name} ${lead.last_name}`],
    ['Phone', lead.phone],
    ['E-mail', lead.email],
    ['Postcode', lead.postcode],
    ['Contact by', lead.preferred_contact ?? 'Phone'],
  ]
  if (lead.car?.name) rows.push(['Car', [lead.car.name, lead.car.stocknum ? `stock ${lead.car.stocknum}` : null].filter(Boolean).join(', ')])
  for (const [key, value] of Object.entries(lead.answers ?? {})) {
    if (answerLabels[key] && value !== undefined && value !== null && value !== '') rows.push([answerLabels[key]!, String(value)])
  }
  rows.push(['Subscribes to offers', lead.opt_in ? 'Yes' : 'No'])
  if (lead.url) rows.push(['Sent from', lead.url])
  return rows
}

/** The dealer's lead e-mail: everything needed to call the shopper back, readable in any client. */
export function dealerEmail(lead: LeadForEmail): { subject: string; text: string; html: string } {
  const subject = `New lead #${lead.id}: ${lead.category}${lead.car?.name ? ` – ${lead.car.name}` : ''} (${lead.name} ${lead.last_name})`
  const rows = lines(lead)
  const text = [...rows.map(([k, v]) => `${k}: ${v}`), '', lead.message ? `Comments:\n${lead.message}` : ''].join('\n').trim()
  const html = `<table>${rows.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table>${
    lead.message ? `<p><strong>Comments</strong></p><p>${escapeHtml(lead.message).replace(/\n/g, '<br>')}</p>` : ''
  }`
  return { subject, text, html }
}

/** The shopper's copy, sent only where the website wants it. */
export function shopperConfirmation(lead: LeadForEmail, websiteName: string): { subject: string; text: string } {
  return {
    subject: `Thanks for your enquiry, ${lead.name}`,
    text: [
      `Hi ${lead.name},`,
      '',
      `Thanks for contacting ${websiteName}. We have your ${lead.category.toLowerCase()}${lead.car?.name ? ` about the ${lead.car.name}` : ''} and will be in touch by ${(lead.preferred_contact ?? 'phone').toLowerCase()} soon.`,
      '',
      `Your reference is #${lead.id}.`,
    ].join('\n'),
  }
}
