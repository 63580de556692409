/** Cookie that remembers the cookie notice's dismissal, so the server stops rendering it. */
export const COOKIE_NOTICE_COOKIE = 'cookie_notice';
/** One year, in seconds. */
export const COOKIE_NOTICE_MAX_AGE = 60 * 60 * 24 * 365;
