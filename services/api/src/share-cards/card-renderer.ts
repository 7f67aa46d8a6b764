import { renderAsync } from '@resvg/resvg-js';
import { minidenticon } from 'minidenticons';
import { CARD_HEIGHT, CARD_WIDTH } from './card-components.ts';
import { loadCardFonts, TwemojiImages } from './card-assets.ts';
import { satori, type CardElement, type CardFont } from './satori.js';

/**
 * Draws a card: Satori lays the component out into an SVG (text as paths, with the shipped
 * fonts), resvg (a native binary from npm, `@resvg/resvg-js`'s platform package) rasterizes it
 * to PNG. Satori's layout runs on the event loop, resvg on libuv's thread pool; together tens
 * of milliseconds of CPU, so the cache in front (`card-cache.ts`) keeps a card from being
 * drawn more than once per interval.
 */
export class CardRenderer {
  private readonly fonts: CardFont[] = loadCardFonts();
  private readonly emoji = new TwemojiImages();

  async render(element: CardElement): Promise<Buffer> {
    const svg = await satori(element, {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      fonts: this.fonts,
      // Satori asks for what its fonts lack: emoji get Twemoji's images; any other script
      // (CJK, Devanagari, …) has no font shipped, so it is drawn as missing glyphs rather than
      // fetched from the network.
      loadAdditionalAsset: async (code, segment) =>
        code === 'emoji' ? ((await this.emoji.image(segment)) ?? []) : [],
    });
    // On libuv's thread pool: the rasterizing, most of a render, leaves the event loop free.
    const image = await renderAsync(svg, {
      fitTo: { mode: 'width', value: CARD_WIDTH },
      font: { loadSystemFonts: false },
    });
    return image.asPng();
  }
}

/** The identicon the web shows for a name without a picture (web/src/components/ui/avatar.tsx). */
export function identiconDataUrl(name: string): string {
  // A white disc behind it: the web draws it on the avatar's muted background.
  const svg = minidenticon(name).replace(
    '>',
    '><rect x="-1.5" y="-1.5" width="8" height="8" fill="#ffffff"/>',
  );
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
