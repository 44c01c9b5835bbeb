/**
 * Dispatched on window when a session ends by itself (its refresh was refused or answered with
 * something that is not a token pair); the app sends the user to /login, which says so, with a
 * redirect back to the page they were on.
 */
export const SIGNED_OUT_EVENT = 'corredor:signed-out'
