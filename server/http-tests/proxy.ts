/**
 * A loopback TCP proxy the tests cut and restore: a device "offline" is a device whose server
 * cannot be reached (Playwright's offline mode does not reach service workers, and a fetch from
 * the test process has no such switch). Cut, it drops every open connection and every new one;
 * its target can change (a server restarted on another port).
 */
import { createServer, connect, type Socket } from 'node:net'

export interface Proxy {
  url: string
  cut(): void
  restore(): void
  retarget(port: number): void
  close(): Promise<void>
}

export async function startProxy(targetPort: number): Promise<Proxy> {
  let target = targetPort
  let open = true
  const sockets = new Set<Socket>()
  const track = (socket: Socket) => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
    socket.on('error', () => socket.destroy())
  }
  const server = createServer((client) => {
    track(client)
    if (!open) return void client.destroy()
    const upstream = connect(target, '127.0.0.1')
    track(upstream)
    client.pipe(upstream)
    upstream.pipe(client)
    client.once('close', () => upstream.destroy())
    upstream.once('close', () => client.destroy())
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('proxy: no port')
  const dropAll = () => {
    for (const socket of sockets) socket.destroy()
  }
  return {
    url: `http://127.0.0.1:${address.port}`,
    cut() {
      open = false
      dropAll()
    },
    restore() {
      open = true
    },
    retarget(port) {
      target = port
      dropAll()
    },
    close: () =>
      new Promise<void>((done) => {
        dropAll()
        server.close(() => done())
      }),
  }
}
