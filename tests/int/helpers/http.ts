import config from '@payload-config'
import { GRAPHQL_POST, REST_DELETE, REST_GET, REST_PATCH, REST_POST } from '@payloadcms/next/routes'
import type { Payload } from 'payload'

const handlers = { GET: REST_GET(config), POST: REST_POST(config), PATCH: REST_PATCH(config), DELETE: REST_DELETE(config) }
const graphql = GRAPHQL_POST(config)

type Options = { host?: string; token?: string; body?: unknown }

function headers({ host, token, body }: Options): Headers {
  const h = new Headers()
  if (host) h.set('host', host)
  if (token) h.set('authorization', `JWT ${token}`)
  if (body !== undefined) h.set('content-type', 'application/json')
  return h
}

/** Calls Payload's real REST route handlers (the ones src/app/(payload)/api serves) with a fetch Request. */
export async function rest(method: keyof typeof handlers, path: string, options: Options = {}) {
  const url = new URL(`http://${options.host ?? 'localhost:3000'}/api${path}`)
  const request = new Request(url, {
    method,
    headers: headers(options),
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  })
  const slug = url.pathname.replace(/^\/api\//, '').split('/').filter(Boolean)
  const response = await handlers[method](request, { params: Promise.resolve({ slug }) })
  return { status: response.status, json: (await response.json().catch(() => null)) as Record<string, any> | null }
}

export async function graphqlQuery(query: string, options: Omit<Options, 'body'> & { variables?: Record<string, unknown> } = {}) {
  const body = { query, variables: options.variables ?? {} }
  const request = new Request(`http://${options.host ?? 'localhost:3000'}/api/graphql`, {
    method: 'POST',
    headers: headers({ ...options, body }),
    body: JSON.stringify(body),
  })
  const response = await graphql(request)
  return (await response.json()) as { data?: Record<string, any>; errors?: Array<{ message: string }> }
}

export async function tokenFor(payload: Payload, email: string, password: string): Promise<string> {
  const result = await payload.login({ collection: 'users', data: { email, password } })
  return result.token!
}
