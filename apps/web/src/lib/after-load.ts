/**
 * Runs `task` once the page has loaded and the browser is idle (or soon after, where it cannot say):
 * work that must not compete with the page's own start. Returns what cancels it.
 */
export function whenLoadedAndIdle(task: () => void): () => void {
  let cancel = () => {};
  const idle = () => {
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(task);
      cancel = () => window.cancelIdleCallback(id);
    } else {
      const id = setTimeout(task, 0);
      cancel = () => clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') idle();
  else {
    window.addEventListener('load', idle, { once: true });
    cancel = () => window.removeEventListener('load', idle);
  }
  return () => cancel();
}
