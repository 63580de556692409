/**
 * Whether a click on a link the island handles itself is a plain one, in which case the browser's
 * navigation is prevented and the island acts; a modified click (new tab, new window...) keeps
 * the browser's way and the island does nothing.
 */
export function takeOverClick(event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  preventDefault(): void;
}): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
    return false;
  }
  event.preventDefault();
  return true;
}
