/** A JSON POST from the browser that never throws on a non-JSON answer; network errors and time-outs still throw. */
export async function postJson<T extends Record<string, unknown> = Record<string, unknown>>(path: string, body: unknown, timeoutMs?: number) {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: timeoutMs ? AbortSignal.timeout(timeoutMs) : undefined,
  })
  const parsed = ((await response.json().catch(() => null)) ?? {}) as Partial<T> & { error?: string; fields?: Record<string, string>; event_id?: number }
  return { ok: response.ok, status: response.status, body: parsed }
}
