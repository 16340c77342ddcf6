import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import nodemailer from 'nodemailer'
import type { EmailAdapter } from 'payload'
import { localOutboxAdapter } from './localOutbox'

function fromAddress(): { address: string; name: string } {
  const raw = process.env.EMAIL_FROM ?? 'Forecourt <leads@forecourt.localhost>'
  const match = /^(.*)<([^>]+)>$/.exec(raw.trim())
  return match ? { name: match[1]!.trim() || 'Forecourt', address: match[2]!.trim() } : { name: 'Forecourt', address: raw.trim() }
}

/** SMTP through @payloadcms/email-nodemailer when SMTP_URL is set (smtp://user:pass@host:587, smtps://… for TLS); the local outbox otherwise. */
export function emailAdapter(): EmailAdapter | Promise<EmailAdapter> {
  const from = fromAddress()
  const url = process.env.SMTP_URL
  if (!url) return localOutboxAdapter(from)
  const transport = nodemailer.createTransport(url, { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 })
  // A mail server that is down at boot must not stop the site; deliveries retry on their own.
  return nodemailerAdapter({ defaultFromAddress: from.address, defaultFromName: from.name, transport, skipVerify: true })
}
