import { randomUUID } from 'node:crypto'
import { NextRequest } from 'next/server'
import { POST } from '@/app/api/leads/route'

export const contact = { name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', phone: '0412345678', postcode: '4000' }

let phoneCounter = 0
/** A distinct valid mobile number per call, so per-phone limits stay out of tests that are not about them. */
export const nextPhone = () => `04${String(10_000_000 + (process.pid % 1000) * 10_000 + phoneCounter++).slice(-8)}`

export async function postLead(host: string, body: unknown, options: { ip?: string; raw?: string } = {}) {
  const request = new NextRequest(`http://${host}/api/leads`, {
    method: 'POST',
    headers: { host, 'content-type': 'application/json', 'x-real-ip': options.ip ?? '203.0.113.10', 'user-agent': 'vitest' },
    body: options.raw ?? JSON.stringify(body),
  })
  const response = await POST(request)
  return { status: response.status, json: (await response.json().catch(() => null)) as Record<string, any> | null }
}

export const enquiry = (carId: number, extra: Record<string, unknown> = {}) => ({
  type: 'enquiry',
  idempotency_key: randomUUID(),
  car_id: carId,
  message: 'Is it still available?',
  ...contact,
  phone: nextPhone(),
  ...extra,
})
