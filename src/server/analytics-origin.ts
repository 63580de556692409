/**
 * The origin the page must be allowed to reach (CSP `connect-src`) for the analytics collector
 * (`PUBLIC_ANALYTICS_URL`, issue 15, item 8): `navigator.sendBeacon` obeys `connect-src`, so a
 * collector on another host needs its origin listed; a path (the sandbox's collector) or `off`
 * needs nothing.
 */
export function analyticsConnectSources(url: string | undefined): string[] {
  return url && /^https?:\/\//.test(url) ? [new URL(url).origin] : [];
}
