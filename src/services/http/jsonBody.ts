export const MAX_BODY_BYTES = 32 * 1024

export type JsonBody = { ok: true; body: unknown } | { ok: false; status: 400; error: string }

/** Reads a small JSON body; too large, not JSON or malformed bodies come back as 400 answers with a clear message, never exceptions. */
export async function readJsonBody(request: Request, maxBytes = MAX_BODY_BYTES): Promise<JsonBody> {
  const type = request.headers.get('content-type') ?? ''
  if (!type.includes('application/json')) return { ok: false, status: 400, error: 'Send the form as JSON.' }
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > maxBytes) return { ok: false, status: 400, error: 'This form is too large to send.' }
  const text = await request.text()
  if (Buffer.byteLength(text) > maxBytes) return { ok: false, status: 400, error: 'This form is too large to send.' }
  try {
    return { ok: true, body: JSON.parse(text) }
  } catch {
    return { ok: false, status: 400, error: 'The form could not be read. Please try again.' }
  }
}
