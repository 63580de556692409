/**
 * localStorage that never throws: absent on the server, and it throws in some browsers
 * (storage disabled, private mode, quota). Persisted settings are a convenience, so a failure
 * falls back to the default instead of breaking the page.
 */
export function readStorage(key: string): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    if (typeof localStorage !== 'undefined') localStorage.setItem(key, value);
  } catch {
    // Not persisted: the choice still applies to this page.
  }
}
