/**
 * Calls the API from inside the page, the way the app does: through the service worker, with
 * the Bearer token the app stored (or another one, or none).
 */
import type { Page } from '@playwright/test'
import { waitForController } from './worker'

export interface ApiCall {
  method?: 'GET' | 'POST' | 'DELETE'
  body?: unknown
  /** 'stored' (default): localStorage.accessToken; null: no header; a string: that token. */
  token?: 'stored' | string | null
}

export interface ApiResult<T = unknown> {
  status: number
  contentType: string
  body: T
}

export async function callApi<T = unknown>(
  page: Page,
  path: string,
  call: ApiCall = {},
): Promise<ApiResult<T>> {
  await waitForController(page)
  return page.evaluate(
    async ({ path, method, body, token }) => {
      const headers: Record<string, string> = {}
      const bearer = token === 'stored' ? localStorage.getItem('accessToken') : token
      if (bearer) headers.authorization = `Bearer ${bearer}`
      if (body !== undefined) headers['content-type'] = 'application/json'
      const response = await fetch(path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      const text = await response.text()
      let parsed: unknown = text
      try {
        parsed = JSON.parse(text)
      } catch {
        // not JSON: keep the text
      }
      return {
        status: response.status,
        contentType: response.headers.get('content-type') ?? '',
        body: parsed as T,
      }
    },
    {
      path,
      method: call.method ?? 'GET',
      body: call.body,
      token: call.token === undefined ? 'stored' : call.token,
    },
  )
}

let registered = 0

/** Registers a fresh user through the public endpoint: authUsers grows by one. */
export async function registerUser(page: Page): Promise<void> {
  registered += 1
  const name = `e2e${Date.now().toString(36)}${registered}`
  const result = await callApi(page, '/jwt/register', {
    method: 'POST',
    token: null,
    body: { username: name, email: `${name}@example.com`, password: 'secret123' },
  })
  if (result.status !== 200 || !(result.body as { accessToken?: string }).accessToken) {
    throw new Error(`register failed: ${result.status} ${JSON.stringify(result.body)}`)
  }
}
