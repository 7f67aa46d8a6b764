import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { WALL_GOAL } from '@wishwall/contracts/constants';
import type { Db } from '@wishwall/db/database';
import { RaffleRoundRepository } from '@wishwall/db/repositories/raffle-round.repository';
import { WallCounterRepository } from '@wishwall/db/repositories/wall-counter.repository';
import { WishRepository, type WishWithAuthorRow } from '@wishwall/db/repositories/wish.repository';
import type { AdmitDraw, CardAnswer, CardCache } from '../share-cards/card-cache.ts';
import {
  cardTexts,
  WallCard,
  WishCard,
  type CardLanguage,
} from '../share-cards/card-components.ts';
import { CardRenderer, identiconDataUrl } from '../share-cards/card-renderer.ts';
import { cardText, hasRightToLeft } from '../share-cards/card-text.ts';
import { createElement } from '../share-cards/satori.js';
import { AVATARS_URL_PREFIX } from '../storage/avatar-storage.ts';
import { imageExtension } from '../storage/image-type.ts';

/** A wish card's text, cut: about six lines of the card's smallest type. */
const WISH_CARD_TEXT_MAX = 280;
/** The wall card's top wish: two lines. */
const TOP_WISH_TEXT_MAX = 120;
/** Picture formats Satori draws; a WebP avatar gets the identicon instead. */
const DRAWN_AVATARS: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
};

export interface ShareCardServiceDeps {
  db: Db;
  /** Where uploaded avatars are on disk (`LocalDiskAvatarStorage.directory`). */
  avatarsDir: string;
  /** PUBLIC_URL: its host is written in the card's corner. */
  publicUrl: string;
  cache: CardCache;
  renderer?: CardRenderer;
}

type Author = Pick<
  WishWithAuthorRow,
  'user_name' | 'user_avatar_url' | 'user_closed_at' | 'content' | 'id'
>;

/**
 * The link-preview images of a wish and of the wall (docs/decisions/0057-share-cards.md):
 * read from Postgres at most once a second per card (one indexed row), drawn only when the
 * cache's copy no longer shows what the wish is.
 */
export class ShareCardService {
  private readonly wishes: WishRepository;
  private readonly counter: WallCounterRepository;
  private readonly rounds: RaffleRoundRepository;
  private readonly avatarsDir: string;
  private readonly site: string;
  private readonly cache: CardCache;
  private readonly renderer: CardRenderer;

  constructor({ db, avatarsDir, publicUrl, cache, renderer }: ShareCardServiceDeps) {
    this.wishes = new WishRepository(db);
    this.counter = new WallCounterRepository(db);
    this.rounds = new RaffleRoundRepository(db);
    this.avatarsDir = avatarsDir;
    this.site = new URL(publicUrl).host;
    this.cache = cache;
    this.renderer = renderer ?? new CardRenderer();
  }

  /**
   * A published wish's card; undefined for a wish that is not published or does not exist.
   * `admit` is asked before this request draws it (the client's allowance of drawings).
   */
  async wishCard(
    id: string,
    language: CardLanguage,
    admit?: AdmitDraw,
  ): Promise<CardAnswer | undefined> {
    return this.cache.get(
      `wish:${id}:${language}`,
      async () => {
        const row = await this.wishes.findPublished(id);
        if (!row) return undefined;
        return {
          version: { identity: identityOf(row), counts: `${row.counts_version}` },
          draw: async () =>
            this.renderer.render(
              createElement(WishCard, {
                language,
                id: row.id,
                number: String(row.number_sequence ?? ''),
                text: cardText(row.content, WISH_CARD_TEXT_MAX),
                ...(await this.author(row, language)),
                likes: row.likes,
                hearts: row.hearts,
                site: this.site,
              }),
            ),
        };
      },
      admit,
    );
  }

  /** The wall's card: the counter toward the goal and the open round's first wish. */
  async wallCard(language: CardLanguage): Promise<CardAnswer> {
    const card = await this.cache.get(`wall:${language}`, async () => {
      const [{ published_count, version }, top] = await Promise.all([
        this.counter.get(),
        this.topWish(),
      ]);
      return {
        version: {
          identity: top ? identityOf(top) : '',
          counts: `${version}:${top?.id ?? ''}:${top?.counts_version ?? ''}`,
        },
        draw: async () =>
          this.renderer.render(
            createElement(WallCard, {
              language,
              published: published_count,
              goal: WALL_GOAL,
              top: top && {
                id: top.id,
                text: cardText(top.content, TOP_WISH_TEXT_MAX),
                likes: top.likes,
                ...(await this.author(top, language)),
              },
              site: this.site,
            }),
          ),
      };
    });
    if (!card) throw new Error('the wall card always has a source');
    return card;
  }

  /** The round not drawn yet (open, or closed and waiting for its draw): its first by likes. */
  private async topWish(): Promise<WishWithAuthorRow | undefined> {
    const round = await this.rounds.current();
    if (!round || round.state === 'drawn') return undefined;
    const [first] = await this.wishes.top(round.number, 1);
    return first;
  }

  /**
   * The author as the wall shows them: a closed account as a former member (decision 0050),
   * no picture as the web's identicon of the name. A right-to-left name is left out (Satori
   * would draw it backwards); its identicon stays.
   */
  private async author(
    row: Author,
    language: CardLanguage,
  ): Promise<{ authorName: string | undefined; avatar: string }> {
    const name = row.user_closed_at ? cardTexts(language).formerMember : row.user_name;
    const picture = row.user_closed_at ? undefined : await this.picture(row.user_avatar_url);
    return {
      authorName: hasRightToLeft(name) ? undefined : name,
      avatar: picture ?? identiconDataUrl(name),
    };
  }

  private async picture(url: string | null): Promise<string | undefined> {
    if (!url?.startsWith(AVATARS_URL_PREFIX)) return undefined;
    try {
      const bytes = await readFile(path.join(this.avatarsDir, path.basename(url)));
      const type = DRAWN_AVATARS[imageExtension(bytes) ?? ''];
      return type && `data:${type};base64,${bytes.toString('base64')}`;
    } catch {
      // Removed since the row was read: the identicon stands in, as it would in the web.
      return undefined;
    }
  }
}

/** What must show on a card at once when it changes (see `CardVersion`). */
function identityOf(row: Author & { number_sequence: number | null }): string {
  return JSON.stringify([
    row.id,
    row.number_sequence,
    row.content,
    row.user_name,
    row.user_avatar_url,
    row.user_closed_at !== null,
  ]);
}
