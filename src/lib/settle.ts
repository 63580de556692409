/**
 * Resolves to null instead of rejecting. A page's server loader asks several calls at once and
 * renders what came back: one failing call (its client call made silent) leaves its part of the
 * page empty or in an error state instead of blanking the whole page with a 500.
 */
export async function settle<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch {
    return null;
  }
}
