import { apiRequest } from '@/shared/api/client'
import { usernameCheckSchema } from '../username.schema'

/** `GET /api/users/username-available`: is the name free? A name the contract refuses is a 400. */
export const fetchUsernameCheck = (username: string, signal?: AbortSignal) =>
  apiRequest('/api/users/username-available', {
    query: { username },
    schema: usernameCheckSchema,
    signal,
  })
