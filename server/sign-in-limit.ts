/**
 * A limit on failed sign-ins, per account and per address: after FAILURES wrong passwords within
 * WINDOW for the same email from the same address, `/jwt/login` answers 429 (with Retry-After)
 * until the window has passed; a success clears the count. Kept in PostgreSQL, not in the
 * process, so every server process behind a load balancer applies the same count.
 */
import type { Pool } from 'pg'

export const FAILURES = 5
export const WINDOW_SECONDS = 15 * 60

export interface SignInLimit {
  /** Seconds to wait before trying again, or 0 when a sign-in may be tried now. */
  wait(account: string, address: string): Promise<number>
  failed(account: string, address: string): Promise<void>
  succeeded(account: string, address: string): Promise<void>
}

export const SIGN_IN_LIMIT_DDL = `CREATE TABLE IF NOT EXISTS corredor_sign_in_failures (
  account text NOT NULL,
  address text NOT NULL,
  first_at timestamptz NOT NULL,
  failures integer NOT NULL,
  PRIMARY KEY (account, address)
)`

export function postgresSignInLimit(pool: Pool): SignInLimit {
  return {
    async wait(account, address) {
      const { rows } = await pool.query<{ wait: number }>(
        `SELECT CEIL(EXTRACT(EPOCH FROM first_at + make_interval(secs => $3) - now()))::int AS wait
           FROM corredor_sign_in_failures
          WHERE account = $1 AND address = $2 AND failures >= $4
            AND first_at + make_interval(secs => $3) > now()`,
        [account, address, WINDOW_SECONDS, FAILURES],
      )
      return Math.max(0, rows[0]?.wait ?? 0)
    },
    async failed(account, address) {
      // A window that has passed starts again at this failure.
      await pool.query(
        `INSERT INTO corredor_sign_in_failures AS f (account, address, first_at, failures)
         VALUES ($1, $2, now(), 1)
         ON CONFLICT (account, address) DO UPDATE SET
           first_at = CASE WHEN f.first_at + make_interval(secs => $3) <= now() THEN now() ELSE f.first_at END,
           failures = CASE WHEN f.first_at + make_interval(secs => $3) <= now() THEN 1 ELSE f.failures + 1 END`,
        [account, address, WINDOW_SECONDS],
      )
    },
    async succeeded(account, address) {
      await pool.query(
        'DELETE FROM corredor_sign_in_failures WHERE account = $1 AND address = $2',
        [account, address],
      )
    },
  }
}
