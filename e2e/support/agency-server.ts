/**
 * The agency server for the connected-mode specs: its production bundle (dist-server/, built by
 * `npm test`'s static group) over an embedded PostgreSQL of its own in a scratch folder, on a free
 * loopback port, serving the same dist/ the specs test. Behind a proxy the spec cuts: "offline"
 * for a device whose worker cannot reach the server (Playwright's offline mode does not reach
 * service workers).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { freePort } from '../../server/embedded'
import { startProxy, type Proxy } from '../../server/http-tests/proxy'
import { distDir } from './env'

const STARTUP_MS = 90_000

export interface AgencyServer {
  /** The server itself. */
  url: string
  /** The proxy in front of it, which devices are connected through. */
  proxy: Proxy
  stop(): Promise<void>
}

export async function startAgencyServer(): Promise<AgencyServer> {
  const bundle = resolve('dist-server/main.js')
  if (!existsSync(bundle)) throw new Error('dist-server/main.js is missing: npm run build:server')
  const scratch = mkdtempSync(join(tmpdir(), 'corredor-e2e-server-'))
  // As root, PostgreSQL runs as a system user of its own, which must reach its folder.
  chmodSync(scratch, 0o755)
  const dataDir = join(scratch, 'data')
  const port = await freePort()
  const child: ChildProcess = spawn(process.execPath, [bundle], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DIST_DIR: distDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  await new Promise<void>((done, fail) => {
    const timer = setTimeout(
      () => fail(new Error(`agency server did not start:\n${output}`)),
      STARTUP_MS,
    )
    const read = (chunk: Buffer) => {
      output += chunk.toString('utf8')
      if (output.includes('"event":"listening"')) {
        clearTimeout(timer)
        done()
      }
    }
    child.stdout?.on('data', read)
    child.stderr?.on('data', read)
    child.once('exit', (code) => {
      clearTimeout(timer)
      fail(new Error(`agency server exited (${code}):\n${output}`))
    })
  })
  const proxy = await startProxy(port)
  return {
    url: `http://127.0.0.1:${port}`,
    proxy,
    async stop() {
      await proxy.close()
      const exited = new Promise((done) => child.once('exit', done))
      child.kill('SIGTERM')
      await exited
      rmSync(scratch, { recursive: true, force: true })
    },
  }
}
