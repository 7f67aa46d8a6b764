import { beforeAll, describe, expect, it } from 'vitest';
import { createDraftWish, createUser } from '@wishwall/testing/fixtures';
import { useTestContext } from '@wishwall/testing/use-test-context';
import { VoteRepository } from './vote.repository.ts';
import { WishRepository } from './wish.repository.ts';

const ctx = useTestContext();
let wishes: WishRepository;

/** The wall of this file: five published wishes, oldest first, and one draft. */
const CONTENTS = [
  'Learn to play the #guitar this summer',
  'A trip to Lisbon with 100% of my family',
  'Run a marathon under_4 hours',
  'Plant a guitar-shaped garden',
  'Nothing to find here',
  'Un ÁRBOL para mi ñandú',
] as const;
const LIKES = [2, 2, 1, 0, 0, 0];
const published: string[] = [];
let draftId: string;

const ids = (rows: readonly { id: string }[]) => rows.map((row) => row.id);

beforeAll(async () => {
  wishes = new WishRepository(ctx.db);
  const start = Date.parse('2026-11-01T10:00:00Z');
  for (const [index, content] of CONTENTS.entries()) {
    const author = await createUser(ctx.db, `Author ${index + 1}`);
    const draft = await createDraftWish(ctx.db, author.id, content);
    await wishes.markPublished(draft.id, index + 1, new Date(start + index * 60_000), 1);
    published.push(draft.id);
  }
  const drafter = await createUser(ctx.db, 'Drafter');
  draftId = (await createDraftWish(ctx.db, drafter.id, 'A secret guitar draft at 100%')).id;

  const voters = await Promise.all([1, 2].map(() => createUser(ctx.db)));
  await new VoteRepository(ctx.db).addMany(
    published.flatMap((wishId, index) =>
      voters
        .slice(0, LIKES[index])
        .map((voter) => ({ wish_id: wishId, user_id: voter.id, reaction_type: 'like' as const })),
    ),
  );
  await wishes.recountAllFromVotes();
});

describe('WishRepository reads', () => {
  it('lists published wishes newest first, a page at a time, drafts left out', async () => {
    const newestFirst = [...published].reverse();
    expect(ids(await wishes.listPublished(10, 0))).toEqual(newestFirst);
    expect(ids(await wishes.listPublished(2, 0))).toEqual(newestFirst.slice(0, 2));
    expect(ids(await wishes.listPublished(2, 2))).toEqual(newestFirst.slice(2, 4));
    expect(ids(await wishes.listPublished(2, 4))).toEqual(newestFirst.slice(4));
  });

  it('reads a published wish with its author and counts, and no draft', async () => {
    const row = await wishes.findPublished(published[0]!);
    expect(row).toMatchObject({
      id: published[0],
      number_sequence: 1,
      content: CONTENTS[0],
      status: 'published',
      likes: 2,
      hearts: 0,
      dislikes: 0,
      user_name: 'Author 1',
      user_avatar_url: null,
    });
    expect(row?.published_at).toEqual(new Date('2026-11-01T10:00:00Z'));
    expect(await wishes.findPublished(draftId)).toBeUndefined();
    expect(await wishes.findPublished('987654321')).toBeUndefined();
  });

  it('ranks the top by likes, ties by earlier publication, wishes without likes left out', async () => {
    expect(ids(await wishes.top(1, 10))).toEqual([published[0], published[1], published[2]]);
    expect(ids(await wishes.top(1, 2))).toEqual([published[0], published[1]]);
  });

  /** Both ways a page of matches is found must find the same page (decision 0029). */
  async function search(query: string, limit: number, offset: number) {
    const all = await wishes.searchAll(query, limit, offset);
    expect(ids(await wishes.searchRecent(query, limit, offset, 1_000))).toEqual(ids(all));
    return all;
  }

  it('searches words, parts of words and hashtags as written, newest first, drafts left out', async () => {
    expect(ids(await search('guitar', 10, 0))).toEqual([published[3], published[0]]);
    expect(ids(await search('#guitar', 10, 0))).toEqual([published[0]]);
    expect(ids(await search('marath', 10, 0))).toEqual([published[2]]);
    expect(ids(await search('LISBON', 10, 0))).toEqual([published[1]]);
    // A part of a word in capitals, letters beyond ASCII too: folded the same way on both paths.
    expect(ids(await search('MARATH', 10, 0))).toEqual([published[2]]);
    expect(ids(await search('árb', 10, 0))).toEqual([published[5]]);
    expect(ids(await search('ÑAND', 10, 0))).toEqual([published[5]]);
    expect(ids(await search('guitar', 1, 1))).toEqual([published[0]]);
    expect(await search('violin', 10, 0)).toEqual([]);
  });

  it('takes % and _ in a search literally, not as patterns', async () => {
    expect(ids(await search('%', 10, 0))).toEqual([published[1]]);
    expect(ids(await search('_', 10, 0))).toEqual([published[2]]);
    expect(ids(await search('100%', 10, 0))).toEqual([published[1]]);
  });

  it('gives the counts of published wishes only', async () => {
    const counts = await wishes.countsOf([published[0]!, published[3]!, draftId]);
    expect(counts.sort((a, b) => Number(a.id) - Number(b.id))).toEqual([
      { id: published[0], likes: 2, hearts: 0, dislikes: 0, counts_version: 0 },
      { id: published[3], likes: 0, hearts: 0, dislikes: 0, counts_version: 0 },
    ]);
    expect(await wishes.countsOf([])).toEqual([]);
  });
});

describe('WishRepository writes', () => {
  it('publishes a draft once: a published wish is neither published again nor edited', async () => {
    const author = await createUser(ctx.db);
    const draft = await createDraftWish(ctx.db, author.id, 'First words');
    expect(await wishes.findDraftOf(author.id)).toMatchObject({ id: draft.id });
    expect(await wishes.hasPublished(author.id)).toBe(false);
    expect(await wishes.updateDraftContent(draft.id, 'Better words')).toMatchObject({
      content: 'Better words',
    });

    const at = new Date('2026-11-02T10:00:00Z');
    expect(await wishes.markPublished(draft.id, 100, at, 1)).toMatchObject({
      status: 'published',
      number_sequence: 100,
      published_at: at,
    });
    await expect(wishes.markPublished(draft.id, 101, new Date(), 1)).rejects.toThrow();
    expect(await wishes.updateDraftContent(draft.id, 'Sneaked in')).toBeUndefined();
    expect(await wishes.findPublished(draft.id)).toMatchObject({
      content: 'Better words',
      number_sequence: 100,
      published_at: at,
    });
    expect(await wishes.findDraftOf(author.id)).toBeUndefined();
    expect(await wishes.hasPublished(author.id)).toBe(true);
  });

  it('refuses a second published wish of one user', async () => {
    const author = await createUser(ctx.db);
    const first = await createDraftWish(ctx.db, author.id, 'One');
    await wishes.markPublished(first.id, 200, new Date(), 1);
    const second = await createDraftWish(ctx.db, author.id, 'Two');
    await expect(wishes.markPublished(second.id, 201, new Date(), 1)).rejects.toMatchObject({
      constraint: 'wishes_one_published_per_user',
    });
    expect(ids(await wishes.listByUser(author.id))).toEqual([second.id, first.id]);
  });

  it('recounts every wish from its votes', async () => {
    const [author, voter] = await Promise.all([createUser(ctx.db), createUser(ctx.db)]);
    const draft = await createDraftWish(ctx.db, author.id);
    await wishes.markPublished(draft.id, 300, new Date(), 1);
    await new VoteRepository(ctx.db).addMany([
      { wish_id: draft.id, user_id: voter.id, reaction_type: 'heart' },
      { wish_id: draft.id, user_id: author.id, reaction_type: 'dislike' },
    ]);
    await wishes.recountAllFromVotes();
    expect(await wishes.countsOf([draft.id])).toMatchObject([{ likes: 0, hearts: 1, dislikes: 1 }]);
    // The file's wall is unchanged by a recount of its own votes.
    expect(ids(await wishes.top(1, 10))).toEqual([published[0], published[1], published[2]]);
  });
});
