import http from 'node:http'

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 })

export type LocalResponse = { status: number; body: string; headers: http.IncomingHttpHeaders }

/**
 * HTTP to this machine with a chosen Host header. Node's fetch drops a Host header (the Fetch
 * standard forbids it) and cannot resolve *.localhost, so tenant hosts are sent this way.
 */
export function localRequest(port: number, host: string, path: string, options: { method?: string; headers?: Record<string, string>; body?: unknown } = {}): Promise<LocalResponse> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body)
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: options.method ?? 'GET',
        agent,
        headers: { host, ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}), ...options.headers },
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), headers: response.headers }))
        response.on('error', reject)
      },
    )
    request.setTimeout(30_000, () => request.destroy(new Error(`${path} timed out`)))
    request.on('error', reject)
    if (payload) request.write(payload)
    request.end()
  })
}
