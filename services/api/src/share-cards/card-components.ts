import { createElement as h, type CardNode, type CardStyle } from './satori.js';

/**
 * The share cards as React components (createElement: the API runs its TypeScript without a
 * build, so no JSX), laid out by Satori at 1200 × 630, the size every link preview crops to
 * (docs/decisions/0057-share-cards.md). Colors are the web's (web/src/app/styles/global.css,
 * the wall's note tints in web/src/features/wall/components/wall.css): a shared wish looks
 * like the note it is on the wall. Satori wants `display: flex` on every box with more than
 * one child.
 */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

const COLOR = {
  background: '#f5f4fb',
  surfaceMuted: '#eeecf8',
  /** Halfway between `background` and `surfaceMuted`: the cards' backdrop. */
  backdrop: '#f2f0fa',
  border: '#e2dff0',
  track: '#e6e3f3',
  text: '#1c1a33',
  textMuted: '#5c5a75',
  primary: '#3f37c9',
  onPrimary: '#ffffff',
  accent: '#7c3aed',
  goldText: '#8a6100',
};

/** The wall's five note tints, as wish cards use them (a stable one per wish). */
const TINTS = ['#ffe8a3', '#cde7ff', '#ffd6e2', '#d5f5dd', '#e4dcff'];

/** `tintOf` of web/src/features/wall/components/wish-card.tsx: the same note color per wish. */
export function tintOf(id: string): string {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) % 9973;
  return TINTS[hash % TINTS.length] ?? '#ffe8a3';
}

/** CSS `color-mix(in srgb, a p%, b)`, which Satori does not read. */
function mix(a: string, share: number, b: string): string {
  const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const [x, y] = [channels(a), channels(b)];
  return `rgb(${x.map((value, i) => Math.round(value * share + (y[i] ?? 0) * (1 - share))).join(' ')})`;
}

export type CardLanguage = 'en' | 'es';

const TEXTS = {
  en: {
    wish: (number: string) => `Wish #${number}`,
    likes: (n: number, formatted: string) => `${formatted} ${n === 1 ? 'like' : 'likes'}`,
    hearts: (n: number, formatted: string) => `${formatted} ${n === 1 ? 'heart' : 'hearts'}`,
    readOnWall: 'Read this wish on Wishwall',
    tagline: 'A public wall of wishes',
    published: (goal: string) => `wishes published of ${goal}`,
    topWish: 'Top wish of the round',
    noTop: 'The wish with the most likes wins the raffle. Every like counts.',
    makeYours: 'Make a wish and share it with the world',
    formerMember: 'A former member',
  },
  es: {
    wish: (number: string) => `Deseo n.º ${number}`,
    likes: (_n: number, formatted: string) => `${formatted} me gusta`,
    hearts: (n: number, formatted: string) => `${formatted} ${n === 1 ? 'corazón' : 'corazones'}`,
    readOnWall: 'Lee este deseo en Wishwall',
    tagline: 'Un muro público de deseos',
    published: (goal: string) => `deseos publicados de ${goal}`,
    topWish: 'El deseo más votado de la ronda',
    noTop: 'El deseo con más me gusta gana el sorteo. Cada me gusta cuenta.',
    makeYours: 'Pide un deseo y compártelo con el mundo',
    formerMember: 'Un antiguo miembro',
  },
} satisfies Record<CardLanguage, unknown>;

export function cardTexts(language: CardLanguage) {
  return TEXTS[language];
}

function formatNumber(language: CardLanguage, n: number): string {
  return new Intl.NumberFormat(language === 'es' ? 'es-ES' : 'en-US', {
    useGrouping: true,
  }).format(n);
}

function box(style: CardStyle, ...children: CardNode[]) {
  return h('div', { style: { display: 'flex', boxSizing: 'border-box', ...style } }, ...children);
}

function Brand({ size }: { size: number }) {
  return box(
    { alignItems: 'center', gap: size * 0.4 },
    box(
      {
        width: size * 1.3,
        height: size * 1.3,
        borderRadius: size * 0.35,
        alignItems: 'center',
        justifyContent: 'center',
        backgroundImage: `linear-gradient(135deg, ${COLOR.primary}, ${COLOR.accent})`,
        color: COLOR.onPrimary,
        fontSize: size * 0.8,
      },
      '✨',
    ),
    box(
      { fontSize: size, fontWeight: 700, color: COLOR.primary, letterSpacing: '-0.02em' },
      'Wishwall',
    ),
  );
}

function Avatar({ src, size }: { src: string; size: number }) {
  return h('img', {
    src,
    width: size,
    height: size,
    style: {
      width: size,
      height: size,
      borderRadius: size,
      border: `3px solid ${COLOR.onPrimary}`,
      backgroundColor: COLOR.surfaceMuted,
      objectFit: 'cover',
    },
  });
}

function Count({ emoji, label }: { emoji: string; label: string }) {
  return box({ alignItems: 'center', gap: 12 }, box({ fontSize: 34 }, emoji), label);
}

/** A wish's text size: short wishes read large, the longest still fit the card's lines. */
function textStyle(length: number): CardStyle {
  if (length <= 60) return { fontSize: 58, lineClamp: 3 };
  if (length <= 120) return { fontSize: 46, lineClamp: 4 };
  if (length <= 200) return { fontSize: 38, lineClamp: 5 };
  return { fontSize: 32, lineClamp: 6 };
}

export interface WishCardProps {
  language: CardLanguage;
  /** The wish's id (its note tint) and number on the wall. */
  id: string;
  number: string;
  /** Already cut to the card's length; undefined when it must not be shown (right to left). */
  text: string | undefined;
  /** The author as the wall names them; undefined when the name cannot be shown (right to left). */
  authorName: string | undefined;
  /** A data URL: the uploaded picture, or the identicon the web shows without one. */
  avatar: string;
  likes: number;
  hearts: number;
  /** The site's host, e.g. wishwall.example, in the corner. */
  site: string;
}

export function WishCard(props: WishCardProps) {
  const t = cardTexts(props.language);
  const tint = tintOf(props.id);
  const number = (n: number) => formatNumber(props.language, n);
  return box(
    {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      flexDirection: 'column',
      padding: '40px 56px',
      // One color, not the page's faint gradient of `background` into `surfaceMuted`: resvg drew
      // that gradient across the whole card as a pattern, a third of the card's rasterizing
      // (docs/performance.md, run 13), for a change of lightness no one could see.
      backgroundColor: COLOR.backdrop,
      fontFamily: 'Inter',
      color: COLOR.text,
    },
    box(
      { alignItems: 'center', justifyContent: 'space-between' },
      h(Brand, { size: 34 }),
      box({ fontSize: 28, fontWeight: 700, color: COLOR.textMuted }, t.wish(props.number)),
    ),
    box(
      {
        flexGrow: 1,
        flexDirection: 'column',
        margin: '28px 0',
        padding: '36px 44px',
        borderRadius: 32,
        border: `2px solid ${mix(tint, 0.55, COLOR.border)}`,
        backgroundColor: mix(tint, 0.45, '#ffffff'),
        // No box-shadow: resvg blurs it at about twice the cost of the rest of the card.
      },
      box(
        { alignItems: 'center', gap: 20 },
        h(Avatar, { src: props.avatar, size: 76 }),
        props.authorName === undefined
          ? null
          : box(
              { fontSize: 34, fontWeight: 700, overflow: 'hidden', maxWidth: 900 },
              props.authorName,
            ),
      ),
      props.text === undefined
        ? box({ marginTop: 28, fontSize: 40, fontWeight: 700, color: COLOR.primary }, t.readOnWall)
        : h(
            'div',
            {
              style: {
                display: 'block',
                boxSizing: 'border-box',
                marginTop: 24,
                lineHeight: 1.32,
                overflow: 'hidden',
                ...textStyle(props.text.length),
              },
            },
            props.text,
          ),
    ),
    box(
      { alignItems: 'center', justifyContent: 'space-between', fontSize: 30, fontWeight: 700 },
      box(
        { alignItems: 'center', gap: 40 },
        h(Count, { emoji: '👍', label: t.likes(props.likes, number(props.likes)) }),
        h(Count, { emoji: '❤️', label: t.hearts(props.hearts, number(props.hearts)) }),
      ),
      box({ fontSize: 26, fontWeight: 400, color: COLOR.textMuted }, props.site),
    ),
  );
}

export interface WallCardProps {
  language: CardLanguage;
  published: number;
  goal: number;
  /** The open round's first wish by likes, if any has likes. */
  top:
    | {
        id: string;
        text: string | undefined;
        authorName: string | undefined;
        avatar: string;
        likes: number;
      }
    | undefined;
  site: string;
}

export function WallCard(props: WallCardProps) {
  const t = cardTexts(props.language);
  const number = (n: number) => formatNumber(props.language, n);
  // A visible sliver from the first wish on: at a million, a few thousand are under a pixel.
  const progress = Math.min(1, Math.max(props.published / props.goal, props.published ? 0.01 : 0));
  const top = props.top;
  return box(
    {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      flexDirection: 'column',
      padding: '44px 56px',
      backgroundColor: COLOR.backdrop, // One color, as the wish's card.
      fontFamily: 'Inter',
      color: COLOR.text,
    },
    box(
      { alignItems: 'center', justifyContent: 'space-between' },
      h(Brand, { size: 46 }),
      box({ fontSize: 28, color: COLOR.textMuted }, t.tagline),
    ),
    box(
      { flexDirection: 'column', marginTop: 36 },
      box(
        { alignItems: 'flex-end', gap: 20 },
        box(
          { fontSize: 84, fontWeight: 700, color: COLOR.primary, lineHeight: 1 },
          number(props.published),
        ),
        box(
          { fontSize: 30, color: COLOR.textMuted, paddingBottom: 8 },
          t.published(number(props.goal)),
        ),
      ),
      box(
        {
          marginTop: 22,
          height: 22,
          width: '100%',
          borderRadius: 11,
          backgroundColor: COLOR.track,
        },
        box({
          width: `${(progress * 100).toFixed(2)}%`,
          height: 22,
          borderRadius: 11,
          backgroundImage: `linear-gradient(90deg, ${COLOR.primary}, ${COLOR.accent})`,
        }),
      ),
    ),
    top
      ? box(
          {
            flexGrow: 1,
            flexDirection: 'column',
            marginTop: 32,
            padding: '26px 36px',
            borderRadius: 28,
            border: `2px solid ${mix(tintOf(top.id), 0.55, COLOR.border)}`,
            backgroundColor: mix(tintOf(top.id), 0.45, '#ffffff'),
          },
          box(
            { alignItems: 'center', justifyContent: 'space-between' },
            box(
              { alignItems: 'center', gap: 16 },
              h(Avatar, { src: top.avatar, size: 52 }),
              box(
                { flexDirection: 'column' },
                box({ fontSize: 22, fontWeight: 700, color: COLOR.goldText }, `🏆 ${t.topWish}`),
                top.authorName === undefined
                  ? null
                  : box({ fontSize: 28, fontWeight: 700 }, top.authorName),
              ),
            ),
            box(
              { fontSize: 28, fontWeight: 700 },
              h(Count, { emoji: '👍', label: t.likes(top.likes, number(top.likes)) }),
            ),
          ),
          top.text === undefined
            ? null
            : h(
                'div',
                {
                  style: {
                    display: 'block',
                    boxSizing: 'border-box',
                    marginTop: 14,
                    fontSize: 30,
                    lineHeight: 1.3,
                    lineClamp: 2,
                    overflow: 'hidden',
                  },
                },
                top.text,
              ),
        )
      : box(
          {
            flexGrow: 1,
            marginTop: 32,
            alignItems: 'center',
            fontSize: 34,
            fontWeight: 700,
            color: COLOR.text,
          },
          t.noTop,
        ),
    box(
      {
        marginTop: 20,
        justifyContent: 'space-between',
        fontSize: 26,
        color: COLOR.textMuted,
      },
      box({}, t.makeYours),
      box({}, props.site),
    ),
  );
}
