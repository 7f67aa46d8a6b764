import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html.ts';

describe('escapeHtml', () => {
  it('escapes the five characters that end text or a quoted attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
  });

  it('escapes an ampersand once, so an entity a user typed stays visible as typed', () => {
    expect(escapeHtml('&lt;script&gt;')).toBe('&amp;lt;script&amp;gt;');
  });

  it('leaves everything else as it is, including non-Latin text and emoji', () => {
    const text = 'Ojalá 🌟 — مرحبا\n\ttab `backtick` = /slash/';
    expect(escapeHtml(text)).toBe(text);
  });

  it('cannot break out of an attribute value or an element', () => {
    const hostile = `"><img src=x onerror=alert(1)>'<script>alert(2)</script>`;
    const escaped = escapeHtml(hostile);
    expect(escaped).not.toMatch(/[<>"']/);
  });
});
