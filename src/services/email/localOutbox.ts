import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type { EmailAdapter } from 'payload'

export const outboxDir = () => path.resolve(process.env.FORECOURT_OUTBOX_DIR ?? '.data/outbox')

/**
 * Without SMTP settings e-mail is not dropped: each message is written as an .eml file under
 * .data/outbox (open it in any mail client) and the log says where.
 */
export function localOutboxAdapter(from: { address: string; name: string }): EmailAdapter {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return ({ payload }) => ({
    name: 'local-outbox',
    defaultFromAddress: from.address,
    defaultFromName: from.name,
    sendEmail: async (message) => {
      const info = await transport.sendMail({ from: `${from.name} <${from.address}>`, ...message })
      const dir = outboxDir()
      await mkdir(dir, { recursive: true })
      const file = path.join(dir, `${Date.now()}-${String(info.messageId).replace(/[^a-z0-9.@-]/gi, '')}.eml`)
      await writeFile(file, info.message as Buffer)
      payload.logger.info(`[email:local] no SMTP_URL set: "${message.subject}" to ${String(message.to)} written to ${file}`)
      return info
    },
  })
}
