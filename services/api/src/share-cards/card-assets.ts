import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderAsync } from '@resvg/resvg-js';
import type { CardFont } from './satori.js';

/**
 * The card's typeface: Inter (SIL Open Font License 1.1) from `@fontsource/inter`, an npm
 * dependency, so the fonts are in every install and image and nothing is fetched at run time.
 * Satori reads TTF, OTF and WOFF, not WOFF2: the `.woff` files. Latin and Latin Extended cover
 * English, Spanish and the other Latin-script languages; Greek and Cyrillic ride along.
 */
const FONT_FAMILY = 'Inter';
const FONT_SUBSETS = ['latin', 'latin-ext', 'greek', 'cyrillic'] as const;
const FONT_WEIGHTS = [400, 700] as const;

/** The directory of an installed package, from the resolved URL of a file it makes public. */
function packageDirectory(publicFileUrl: string): string {
  return path.dirname(fileURLToPath(publicFileUrl));
}

/** Read once per process: a few hundred kilobytes, shared by every render. */
export function loadCardFonts(): CardFont[] {
  const files = path.join(
    packageDirectory(import.meta.resolve('@fontsource/inter/LICENSE')),
    'files',
  );
  return FONT_SUBSETS.flatMap((subset) =>
    FONT_WEIGHTS.map((weight) => ({
      name: FONT_FAMILY,
      weight,
      style: 'normal' as const,
      data: readFileSync(path.join(files, `inter-${subset}-${weight}-normal.woff`)),
    })),
  );
}

const ZERO_WIDTH_JOINER = '\u200d';
const VARIATION_SELECTOR_16 = /\ufe0f/g;

/**
 * Twemoji's file name for an emoji: its code points in hex, joined by `-`. A single emoji's
 * file leaves out the emoji-presentation selector U+FE0F (❤️ is `2764.svg`); a sequence joined
 * by U+200D keeps it (`2764-fe0f-200d-1f525.svg`).
 */
export function twemojiName(emoji: string): string {
  const text = emoji.includes(ZERO_WIDTH_JOINER) ? emoji : emoji.replace(VARIATION_SELECTOR_16, '');
  return [...text].map((char) => char.codePointAt(0)?.toString(16)).join('-');
}

/**
 * The size an emoji is rasterized at: above the largest a card draws (a 58 px text line), so
 * resvg only ever scales it down.
 */
const EMOJI_PIXELS = 96;

/**
 * Emoji drawn as images from Twemoji's SVGs (`@twemoji/svg`, graphics CC BY 4.0), read from the
 * installed package on first use, rasterized once to a PNG and kept: at most one entry per emoji
 * the set has (about 3,700), each a few kilobytes. Handed to Satori as SVG, each emoji was an
 * SVG document resvg parsed and drew again in every card, about a third of its rasterizing
 * (docs/performance.md, run 13).
 */
export class TwemojiImages {
  private readonly directory = packageDirectory(import.meta.resolve('@twemoji/svg/package.json'));
  private readonly images = new Map<string, Promise<string | undefined>>();

  /** A data URL of the emoji's PNG, or undefined when the set has no such emoji. */
  image(emoji: string): Promise<string | undefined> {
    const name = twemojiName(emoji);
    let image = this.images.get(name);
    if (!image) {
      image = this.read(name);
      this.images.set(name, image);
      // A read or a rasterizing that failed (not a missing emoji) is tried again next time.
      image.catch(() => this.images.delete(name));
    }
    return image;
  }

  private async read(name: string): Promise<string | undefined> {
    // A sequence Twemoji spells without its U+FE0F (or a lone emoji it spells with one).
    for (const candidate of [name, name.replaceAll('-fe0f', ''), `${name}-fe0f`]) {
      try {
        const svg = await readFile(path.join(this.directory, `${candidate}.svg`));
        const png = (
          await renderAsync(svg, {
            fitTo: { mode: 'width', value: EMOJI_PIXELS },
            font: { loadSystemFonts: false },
          })
        ).asPng();
        return `data:image/png;base64,${png.toString('base64')}`;
      } catch (error) {
        // Not this spelling (no such file): try the next.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
    return undefined;
  }
}
