/**
 * A lazy part's code, fetched by `load`; when that fails while the browser is offline, fetched again
 * once it is back online instead of failing, so that a tap made offline does not take down the page
 * (issue 33). Online, a failure is retried once and then rejected: an open tab whose old files are gone
 * after a deploy still reaches the error page that says so.
 */
export function loadWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  return load().catch(() => {
    if (navigator.onLine) return load();
    return new Promise<T>((resolve, reject) => {
      window.addEventListener('online', () => loadWhenOnline(load).then(resolve, reject), { once: true });
    });
  });
}
