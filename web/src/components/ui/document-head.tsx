import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * A page's `<title>` and `<meta>` tags, rendered into `<head>`, where browsers, crawlers and
 * Lighthouse read them. React 19 hoisted them there by itself; Preact (decision 0031) renders
 * elements where they stand, and a description or an `og:` tag in `<body>` is read by nobody.
 */
export function DocumentHead({ children }: { children: ReactNode }) {
  return createPortal(children, document.head);
}
