/**
 * The username's availability as the user types: asked of the users API once the typing pauses
 * (and only for a name the contract would take), read back as a status the field shows.
 */
import { useDebouncedValue } from '@mantine/hooks'
import { fieldErrorsFrom } from '@/shared/api/field-errors'
import { useUsernameCheck } from '../../api/username.queries'
import { usernameRule } from './validation.schema'

export type UsernameStatus = 'idle' | 'checking' | 'available' | 'taken' | 'refused'

export const USERNAME_DEBOUNCE_MS = 400

export function useUsernameAvailability(username: string) {
  const name = username.trim()
  const [settled] = useDebouncedValue(name, USERNAME_DEBOUNCE_MS)
  const check = useUsernameCheck(settled, usernameRule.safeParse(settled).success)
  // The API's own 400 (a name it refuses) lands on the field by the house mapping.
  const serverError = check.error
    ? (fieldErrorsFrom(check.error, { fields: ['username'] }).username ?? check.error.message)
    : undefined
  let status: UsernameStatus = 'checking'
  if (!usernameRule.safeParse(name).success) status = 'idle'
  else if (name.toLowerCase() !== settled.toLowerCase() || check.isFetching) status = 'checking'
  else if (serverError) status = 'refused'
  else if (check.data) status = check.data.available ? 'available' : 'taken'
  return { status, serverError }
}
