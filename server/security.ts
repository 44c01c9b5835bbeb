/**
 * The headers every answer carries, for a server people may expose: a content security policy
 * that lets the app run and nothing else (its two inline prepaint scripts by their hashes, the
 * app's own origin for code, data and the worker), no framing, no sniffing, no referrer leaks.
 * No CORS header at all: the API answers its own origin only.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/** The sha256 source of each inline `<script>` of the built pages (the prerendered sign-in's). */
export function inlineScriptHashes(distDir: string, pages: readonly string[]): string[] {
  const hashes = new Set<string>()
  for (const page of pages) {
    const html = readFileSync(join(distDir, page), 'utf8')
    for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
      const digest = createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')
      hashes.add(`'sha256-${digest}'`)
    }
  }
  return [...hashes]
}

export function securityHeaders(scriptHashes: readonly string[]): Record<string, string> {
  const policy = [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    // Mantine sets styles on elements and in <style> tags it writes at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
  return {
    'Content-Security-Policy': policy,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'no-referrer',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  }
}
