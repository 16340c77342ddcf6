/** A small Typesense HTTP client: the endpoints Forecourt uses, with a timeout on every call. */
export type TypesenseConfig = { url: string; apiKey: string; alias: string; timeoutMs: number }

export function typesenseConfigFromEnv(env = process.env): TypesenseConfig | null {
  if (!env.TYPESENSE_URL) return null
  if (!env.TYPESENSE_API_KEY) throw new Error('TYPESENSE_URL is set but TYPESENSE_API_KEY is not.')
  return {
    url: env.TYPESENSE_URL.replace(/\/+$/, ''),
    apiKey: env.TYPESENSE_API_KEY,
    alias: env.TYPESENSE_COLLECTION ?? 'cars',
    timeoutMs: Number(env.TYPESENSE_TIMEOUT_MS ?? 2000),
  }
}

export class TypesenseError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
  }
}

export function typesenseClient(config: TypesenseConfig) {
  async function call<T>(method: string, path: string, body?: unknown, contentType = 'application/json'): Promise<T> {
    const response = await fetch(`${config.url}${path}`, {
      method,
      headers: { 'X-TYPESENSE-API-KEY': config.apiKey, 'content-type': contentType },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      signal: AbortSignal.timeout(config.timeoutMs),
    })
    const text = await response.text()
    if (!response.ok) throw new TypesenseError(`Typesense ${method} ${path}: ${response.status} ${text.slice(0, 300)}`, response.status)
    return (contentType === 'application/json' && text.startsWith('{') ? JSON.parse(text) : text) as T
  }
  return {
    multiSearch: <T>(searches: unknown[]) => call<{ results: T[] }>('POST', '/multi_search', { searches }),
    createCollection: (schema: unknown) => call('POST', '/collections', schema),
    deleteCollection: (name: string) => call('DELETE', `/collections/${encodeURIComponent(name)}`),
    getAlias: (name: string) =>
      call<{ collection_name: string }>('GET', `/aliases/${encodeURIComponent(name)}`).catch((error: unknown) => {
        if (error instanceof TypesenseError && error.status === 404) return null
        throw error
      }),
    setAlias: (name: string, collection: string) => call('PUT', `/aliases/${encodeURIComponent(name)}`, { collection_name: collection }),
    importDocuments: (collection: string, documents: unknown[]) =>
      call<string>('POST', `/collections/${encodeURIComponent(collection)}/documents/import?action=upsert`, documents.map((d) => JSON.stringify(d)).join('\n'), 'text/plain'),
    deleteDocument: (collection: string, id: string) =>
      call('DELETE', `/collections/${encodeURIComponent(collection)}/documents/${encodeURIComponent(id)}`).catch((error: unknown) => {
        if (error instanceof TypesenseError && error.status === 404) return null
        throw error
      }),
    health: () => call<{ ok: boolean }>('GET', '/health'),
  }
}

export type TypesenseClient = ReturnType<typeof typesenseClient>
