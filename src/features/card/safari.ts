/**
 * Apple Pay only works in Safari (spec section 9), so the page tells anyone else to switch
 * browsers. Safari's user agent says `Safari/` (and `Version/`), but so do Chrome, Edge, Opera,
 * Samsung Internet and the Android browsers, and on iOS the other browsers add their own token
 * (`CriOS`, `FxiOS`, `EdgiOS`...): Safari is what says Safari and none of those.
 */
const NOT_SAFARI =
  /Chrome|Chromium|CriOS|Edg|EdgiOS|EdgA|OPR|OPiOS|Opera|FxiOS|Firefox|SamsungBrowser|UCBrowser|YaBrowser|Android/i;

export function isSafari(userAgent: string): boolean {
  return /Safari\//.test(userAgent) && /Version\//.test(userAgent) && !NOT_SAFARI.test(userAgent);
}
