/** The sign-in screen's search: where to go back to afterwards. A plain validator, no schema library: this ships on the sign-in path. */
export const validateLoginSearch = (search: Record<string, unknown>): { redirect?: string } =>
  typeof search.redirect === 'string' ? { redirect: search.redirect } : {}
