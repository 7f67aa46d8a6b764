// Satori and React's createElement, typed by satori.d.ts beside this file. Plain JavaScript on
// purpose: their own types bring @types/react into the repository's TypeScript program, whose
// global `HTMLElement` and `SVGElement` (empty interfaces) break the browser tests' evaluate
// callbacks, typed without the DOM library (docs/decisions/0057-share-cards.md).
export { default as satori } from 'satori';
export { createElement } from 'react';
