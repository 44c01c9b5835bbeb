/** Dispatched on window when a failed refresh ends the session; the app sends the user to /login. */
export const SIGNED_OUT_EVENT = 'corredor:signed-out'
