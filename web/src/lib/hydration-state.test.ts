import { describe, expect, it } from 'vitest';
import {
  hydrationStateElement,
  parseHydrationState,
  serializeHydrationState,
} from './hydration-state.ts';

describe('hydration state', () => {
  const hostile = {
    content: '</script><script>alert(1)</script><!-- & \u2028 \u2029 >',
    nested: [{ text: '</SCRIPT >' }],
  };

  it('writes no character that could end or change the script element', () => {
    const json = serializeHydrationState(hostile);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    const element = hydrationStateElement(hostile);
    // One opening and one closing tag: the wish's own never reaches the HTML as a tag.
    expect(element.match(/<\/?script/gi)).toHaveLength(2);
    expect(element.startsWith('<script type="application/json" id="hydration-state">')).toBe(true);
  });

  it('reads back exactly what was written', () => {
    expect(parseHydrationState(serializeHydrationState(hostile))).toEqual(hostile);
    expect(parseHydrationState(serializeHydrationState({ n: 1, s: 'é 😀' }))).toEqual({
      n: 1,
      s: 'é 😀',
    });
  });

  it('reads nothing from a page that carries no state or a broken one', () => {
    expect(parseHydrationState(null)).toBeUndefined();
    expect(parseHydrationState('')).toBeUndefined();
    expect(parseHydrationState('{"unfinished":')).toBeUndefined();
  });
});
