/** The previous history entry is a page of this site (a new tab opened from one has no entry to go back to). */
function cameFromThisSite(win: Window): boolean {
  const { referrer } = win.document;
  return win.history.length > 1 && referrer !== '' && new URL(referrer).origin === win.location.origin;
}

/**
 * A post's Back to Blog link (data-back-to-blog) goes one step back when the visitor came from inside the site, so the
 * list is where they left it; otherwise it is the link it is. Plain DOM code, so a post loads no React for it.
 */
export function startBackToBlog(win: Window = window): void {
  win.document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[data-back-to-blog]') : null;
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (!cameFromThisSite(win)) return;
    event.preventDefault();
    win.history.back();
  });
}
