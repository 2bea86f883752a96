/**
 * Beside the session's own cookie (`token`, HttpOnly: no script reads it), the server sets this one, readable, with
 * the same lifetime, and clears both together. It holds no secret, only that a session was opened in this browser:
 * the web app asks the server who is signed in (GET /api/me) only when it is there, so that a visitor who never
 * signed in is sent to the sign-in page without a refused request.
 */
export const SESSION_HINT_COOKIE = 'signed_in';
