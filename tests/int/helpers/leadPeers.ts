import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives. It listens on a port the system gives
 * it from the start (a port chosen in advance can be taken by another connection meanwhile); while
 * "down" it turns every session away with 421, as a mail server in maintenance does.
 */
export async function smtpPeer(options: { up: boolean }) {
  const messages: Array<{ to: string[]; raw: string }> = []
  let up = options.up
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, callback) {
      if (up) return callback()
      callback(Object.assign(new Error('Service not available, closing transmission channel'), { responseCode: 421 }))
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        messages.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') })
        callback()
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const { port } = server.server.address() as AddressInfo
  return {
    messages,
    url: `smtp://127.0.0.1:${port}`,
    setUp(value: boolean) {
      up = value
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** A CRM webhook receiver on 127.0.0.1: stores each ADF document it is sent, or answers 503 while "down". */
export async function crmPeer() {
  const received: Array<{ body: string; key: string | null }> = []
  let up = true
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      if (!up) {
        res.writeHead(503).end('down for maintenance')
        return
      }
      received.push({ body: Buffer.concat(chunks).toString('utf8'), key: req.headers['idempotency-key'] as string | null })
      res.writeHead(202).end('ok')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const { port } = server.address() as AddressInfo
  return {
    received,
    url: `http://127.0.0.1:${port}/adf`,
    setUp(value: boolean) {
      up = value
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** The lead id an ADF document or an e-mail names. */
export const adfLeadId = (xml: string) => Number(/<id sequence="1" source="Forecourt">(\d+)<\/id>/.exec(xml)?.[1])
export const mailLeadId = (raw: string) => Number(/Message-ID: <lead-(\d+)-/i.exec(raw)?.[1])
export const mailKind = (raw: string) => /Message-ID: <lead-\d+-(dealer|shopper)@/i.exec(raw)?.[1]
