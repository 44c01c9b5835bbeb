/**
 * Devices in processes of their own for the server-http tier (server/test/device-process.ts,
 * built once per file with the server's Vite config): each its own fake-indexeddb, so several
 * devices sync against one server, restart, and converge.
 */
import { fork, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { DeviceCommand } from '../test/device-process'

export interface DeviceProcess {
  ask<T = unknown>(command: DeviceCommand): Promise<T>
  stop(): void
}

/** Builds the device's entry; answers the script to fork. */
export function buildDeviceProcess(): string {
  // Inside the checkout: the bundle imports its packages from node_modules.
  mkdirSync(resolve('.tmp'), { recursive: true })
  const outDir = mkdtempSync(join(resolve('.tmp'), 'device-'))
  const built = spawnSync(
    resolve('node_modules/.bin/vite'),
    [
      'build',
      '--config',
      'server/vite.config.ts',
      '--ssr',
      'server/test/device-process.ts',
      '--outDir',
      outDir,
      '--logLevel',
      'warn',
    ],
    { stdio: 'inherit' },
  )
  if (built.status !== 0) throw new Error('building the device process failed')
  return join(outDir, 'device-process.js')
}

interface Reply {
  ok: boolean
  value?: unknown
  error?: string
}

export async function startDevice(script: string): Promise<DeviceProcess> {
  const child: ChildProcess = fork(script, [], { stdio: 'inherit' })
  const replies: ((reply: Reply) => void)[] = []
  child.on('message', (reply: Reply) => replies.shift()?.(reply))
  // A device that dies answers every command still waiting with the failure.
  child.once('exit', (code) => {
    for (const waiting of replies.splice(0))
      waiting({ ok: false, error: `device exited (${code})` })
  })
  await new Promise<void>((done, fail) =>
    replies.push((reply) => (reply.ok ? done() : fail(new Error(reply.error)))),
  )
  // One command at a time: each waits for the one before.
  let last: Promise<unknown> = Promise.resolve()
  return {
    ask<T>(command: DeviceCommand): Promise<T> {
      const next = last.then(
        () =>
          new Promise<T>((done, fail) => {
            replies.push((reply) =>
              reply.ok ? done(reply.value as T) : fail(new Error(reply.error)),
            )
            child.send(command)
          }),
      )
      last = next.catch(() => undefined)
      return next
    },
    stop: () => child.kill('SIGKILL'),
  }
}
