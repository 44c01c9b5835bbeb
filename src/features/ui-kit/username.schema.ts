/**
 * The users API's username check, as the UI kit's validation demo reads it: the contract stays
 * the users app's; this names the part the demo uses (features meet only through the contract).
 */
export type { UsernameCheck } from '@/features/users/users.schema'
