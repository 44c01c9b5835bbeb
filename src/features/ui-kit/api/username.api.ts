import { call } from '@/shared/api/call'
import { usersEndpoints } from '@/features/users/users.endpoints'

/** `GET /api/users/username-available`: is the name free? A name the contract refuses is a 400. */
export const fetchUsernameCheck = (username: string, signal?: AbortSignal) =>
  call(usersEndpoints.usernameAvailable, { query: { username }, signal })
