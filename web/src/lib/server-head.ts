/**
 * The server writes a wish's link-preview tags (title, description, og:*, twitter:*) into the
 * HTML of its page, for crawlers that run no script. In the running app every page renders its
 * own `<title>` and `<meta>` tags, which React 19 hoists into the head, and the server's would both duplicate them and go stale at
 * the first in-app navigation, so they are dropped before the first render.
 */
export function dropServerHeadTags(): void {
  document.head
    .querySelectorAll(
      'title, meta[name="description"], meta[property^="og:"], meta[name^="twitter:"]',
    )
    .forEach((element) => element.remove());
}
