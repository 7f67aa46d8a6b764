// The part of Satori's and React's types the cards use (see satori.js for why not theirs).

/** A React element, as `createElement` makes it and Satori reads it. */
export interface CardElement {
  type: unknown;
  props: unknown;
  key: string | null;
}

export type CardNode = CardElement | string | number | null | undefined | false;

/** The CSS Satori reads, written as React's `style` (camelCase properties). */
export type CardStyle = Record<string, string | number>;

export function createElement(
  type: string,
  props: { style?: CardStyle; [attribute: string]: unknown } | null,
  ...children: CardNode[]
): CardElement;
export function createElement<P extends object>(
  type: (props: P) => CardElement,
  props: P,
): CardElement;

export interface CardFont {
  name: string;
  data: Buffer | ArrayBuffer;
  weight?: 100 | 200 | 300 | 400 | 500 | 600 | 700 | 800 | 900;
  style?: 'normal' | 'italic';
}

export interface SatoriOptions {
  width: number;
  height: number;
  fonts: CardFont[];
  /** Asked for what the fonts lack: `emoji` segments, or a language's script. */
  loadAdditionalAsset?: (languageCode: string, segment: string) => Promise<string | CardFont[]>;
}

/** Lays the element out and returns it as an SVG document. */
export function satori(element: CardElement, options: SatoriOptions): Promise<string>;
