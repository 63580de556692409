/**
 * Registers the service worker (`service-worker.ts`) once the page has loaded, so it never
 * competes with the page's own requests. Its address comes from the page (`data-service-worker`
 * on `<html>`, from `routes.serviceWorker()`), which keeps the route table out of the code every
 * page runs. Where workers are unavailable (an insecure origin, a browser that blocks them) the
 * site works as before, only without its offline page.
 */
export function registerServiceWorker(root: HTMLElement = document.documentElement) {
  const url = root.dataset.serviceWorker;
  if (!url || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(url).catch(() => {});
  };
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}
