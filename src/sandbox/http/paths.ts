/** Where the sandbox serves the API: every contract path lives under this prefix. */
export const API_PREFIX = '/api';

/** The request paths (with the API prefix) a contract path template such as `/a/:id` matches. */
export function toPattern(path: string): RegExp {
  const escaped = path
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${API_PREFIX}${escaped}$`);
}
