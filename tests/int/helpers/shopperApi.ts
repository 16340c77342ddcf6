import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { NextRequest } from 'next/server'
import { expect } from 'vitest'
import { POST as sendCode } from '@/app/api/auth/send-code/route'
import { POST as verify } from '@/app/api/auth/verify/route'

type Handler = (request: NextRequest) => Promise<Response>

/**
 * Calls route handlers as shoppers do: each call from its own address in `10.{block}.x.y` (a block
 * per suite, since the per-IP limits are shared in the database), signed in through the real
 * code flow with the code the local OTP adapter wrote to `outbox`.
 */
export function shopperApi(block: number, outbox: string) {
  let ip = 0
  async function call(handler: Handler, host: string, body: unknown, cookie?: string) {
    const headers: Record<string, string> = { host, 'content-type': 'application/json', 'x-real-ip': `10.${block}.${Math.floor(ip / 250)}.${ip++ % 250}` }
    if (cookie) headers.cookie = cookie
    const response = await handler(new NextRequest(`http://${host}/api/x`, { method: 'POST', headers, body: JSON.stringify(body) }))
    return { status: response.status, json: (await response.json()) as Record<string, any>, setCookie: response.headers.get('set-cookie') }
  }
  async function signIn(host: string, phone: string) {
    expect((await call(sendCode, host, { phone })).status).toBe(200)
    const code = (await readFile(path.join(outbox, `${phone}.txt`), 'utf8')).trim()
    const verified = await call(verify, host, { phone, code })
    expect(verified.status).toBe(200)
    return verified.setCookie!.split(';')[0]!
  }
  return { call, signIn }
}
