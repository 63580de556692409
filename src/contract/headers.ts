/** Header and cookie names shared by the client and the API (sandbox or real). */
export const HEADER = {
  lang: 'lang',
  token: 'token',
  trace: 'x-trace-id',
  client: 'x-client',
} as const;

/** The client marker sent with every call. */
export const CLIENT_MARKER = 'p2p-web';

/** Session cookie set by the (stand-in) main site login; SameSite=Lax, Secure over HTTPS. */
export const SESSION_COOKIE = 'token';
