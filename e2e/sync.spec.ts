/**
 * Connected mode in the browser (issue 29): two agents' installed apps (two browser profiles,
 * each its own IndexedDB and service worker) connected to the agency server through a proxy the
 * spec cuts. Agent A, offline, edits an invoice, pays 100 on it and adds 20 tasks; agent B,
 * online, pays 50 on the same invoice. Once A is back, within 5 s both devices and the server hold
 * the same rows: both payments in the invoice's history and its balance, every task id distinct.
 */
import { expect, test, type Browser, type Page } from '@playwright/test'
import { LoginPage } from './pages/LoginPage'
import { startAgencyServer, type AgencyServer } from './support/agency-server'
import { callApi } from './support/api'
import { admin } from './support/env'

test.describe.configure({ mode: 'serial' })

let server: AgencyServer

test.beforeAll(async () => {
  test.setTimeout(120_000)
  server = await startAgencyServer()
})

test.afterAll(async () => {
  await server?.stop()
})

interface Invoice {
  id: number
  balance: number | string
  note?: string
}
interface Task {
  id: number
  title: string
}

/** A fresh profile, signed in locally, then connected to the server through the settings. */
async function connectedAgent(browser: Browser): Promise<Page> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto('/login')
  await new LoginPage(page).signIn(admin)
  await page.waitForURL((url) => !url.pathname.startsWith('/login'))
  await page.goto('/settings')
  const card = page.locator('#sync')
  await card.getByLabel('Server address').fill(server.proxy.url)
  await card.getByLabel('Email', { exact: true }).fill(admin.email)
  await card.getByLabel('Password', { exact: true }).fill(admin.password)
  await card.getByRole('button', { name: 'Connect', exact: true }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: 'Connect and replace the data' })
    .click()
  await expect(page.getByRole('link', { name: /synced/i })).toBeVisible({ timeout: 15_000 })
  return page
}

const onServer = async <T>(path: string, init: { method?: string; body?: unknown } = {}) => {
  const login = await fetch(`${server.url}/jwt/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  })
  const { accessToken } = (await login.json()) as { accessToken: string }
  const response = await fetch(`${server.url}${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  })
  return (await response.json()) as T
}

const pay = (id: number, amount: number) => ({ id, amount, date: '2026-11-20', method: 'Cash' })

/** What a device holds of the invoice and of the tasks, read through its own worker. */
async function heldBy(page: Page, id: number) {
  const invoice = await callApi<{ invoice: Invoice }>(page, `/api/invoice/invoices/${id}`)
  const tasks = await callApi<Task[]>(page, '/apps/todo/tasks')
  return { invoice: invoice.body.invoice, tasks: tasks.body }
}

test('two agents converge after one was offline, with both payments counted', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const a = await connectedAgent(browser)
  const b = await connectedAgent(browser)
  const list = await callApi<{ invoices: Invoice[] }>(
    a,
    '/apps/invoice/invoices?perPage=50&allData=false',
  )
  const x = list.body.invoices.find((invoice) => Number(invoice.balance) >= 200)!
  const balance = Number(x.balance)

  server.proxy.cut()
  // An update names the fields it changes (the contract): replayed later, it sets only those.
  const edited = { id: x.id, note: 'Edited offline by agent A' }
  expect(
    (await callApi(a, '/apps/invoice/update', { method: 'POST', body: { invoice: edited } }))
      .status,
  ).toBe(200)
  expect(
    (await callApi(a, '/apps/invoice/add-payment', { method: 'POST', body: pay(x.id, 100) }))
      .status,
  ).toBe(200)
  for (let i = 0; i < 20; i += 1) {
    const added = await callApi(a, '/apps/todo/add-tasks', {
      method: 'POST',
      body: { task: { title: `A offline ${i}` } },
    })
    expect(added.status).toBe(201)
  }
  await expect(a.getByRole('link', { name: /21 changes waiting|offline/i })).toBeVisible()
  expect(
    (await callApi(b, '/apps/invoice/add-payment', { method: 'POST', body: pay(x.id, 50) })).status,
  ).toBe(200)

  server.proxy.restore()
  const back = Date.now()
  await expect
    .poll(
      async () => {
        const [onA, onB] = await Promise.all([heldBy(a, x.id), heldBy(b, x.id)])
        const there = await onServer<{ invoice: Invoice }>(`/api/invoice/invoices/${x.id}`)
        const tasks = await onServer<Task[]>('/apps/todo/tasks')
        const same =
          JSON.stringify(onA) === JSON.stringify(onB) &&
          JSON.stringify(onA.invoice) === JSON.stringify(there.invoice) &&
          JSON.stringify(onA.tasks) === JSON.stringify(tasks)
        return same && Number(there.invoice.balance) === balance - 150
      },
      { timeout: 5_000, intervals: [250] },
    )
    .toBe(true)
  const took = Date.now() - back
  test.info().annotations.push({ type: 'converged', description: `${took} ms after reconnecting` })

  const history = await onServer<{ type: string; amount?: number }[]>(
    `/apps/invoice/history?id=${x.id}`,
  )
  expect(history.filter((entry) => entry.type === 'payment').map((entry) => entry.amount)).toEqual(
    expect.arrayContaining([100, 50]),
  )
  const there = await onServer<{ invoice: Invoice }>(`/api/invoice/invoices/${x.id}`)
  expect(there.invoice.note).toBe('Edited offline by agent A')
  const tasks = (await onServer<Task[]>('/apps/todo/tasks')).filter((task) =>
    task.title.startsWith('A offline'),
  )
  expect(tasks).toHaveLength(20)
  expect(new Set(tasks.map((task) => task.id)).size).toBe(20)
  await expect(a.getByRole('link', { name: /synced/i })).toBeVisible()
  await expect(b.getByRole('link', { name: /synced/i })).toBeVisible()
})
