import type { UserDto } from '@wishwall/contracts/account.dto';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../stores/session-store.ts';
import {
  myVoteOf,
  recordFetchedReactions,
  recordMyReactions,
  useMyVotesStore,
} from './my-votes-store.ts';

const initial = useMyVotesStore.getState();
const votes = () => useMyVotesStore.getState();

describe('my votes store', () => {
  beforeEach(() => {
    useMyVotesStore.setState(initial, true);
  });

  it('remembers the user’s vote per wish, none when unknown', () => {
    votes().record('u1', 'w1', 'heart');
    votes().record('u1', 'w2', null);
    expect(myVoteOf(votes(), 'u1', 'w1')).toBe('heart');
    expect(myVoteOf(votes(), 'u1', 'w2')).toBeNull();
    expect(myVoteOf(votes(), 'u1', 'w3')).toBeNull();
  });

  it('never shows one user’s votes to another, and forgets them on a new sign-in', () => {
    votes().record('u1', 'w1', 'like');
    expect(myVoteOf(votes(), 'u2', 'w1')).toBeNull();
    expect(myVoteOf(votes(), null, 'w1')).toBeNull();
    votes().record('u2', 'w2', 'dislike');
    expect(votes().votes).toEqual({ w2: 'dislike' });
  });
});

describe('recordMyReactions', () => {
  it('records the votes fetched wishes carry, and ignores wishes without the field', () => {
    recordMyReactions('u-fetch', [
      { id: 'w1', my_reaction: 'heart' },
      { id: 'w2', my_reaction: null },
      { id: 'w3' },
    ]);
    const state = useMyVotesStore.getState();
    expect(myVoteOf(state, 'u-fetch', 'w1')).toBe('heart');
    expect(state.votes).toHaveProperty('w2', null);
    expect(state.votes).not.toHaveProperty('w3');
  });
});

describe('recordFetchedReactions', () => {
  const session = useSessionStore.getState();
  const user = (id: string) => ({ id }) as UserDto;

  beforeEach(() => {
    useMyVotesStore.setState(initial, true);
    useSessionStore.setState(session, true);
  });

  it('keeps votes fetched while the session was restoring once it is restored under that token', () => {
    useSessionStore.getState().beginRestore('stored-token');
    recordFetchedReactions([{ id: 'w1', my_reaction: 'like' }]);
    expect(useMyVotesStore.getState().votes).toEqual({});

    useSessionStore.getState().finishRestore(user('u-restored'));
    expect(myVoteOf(useMyVotesStore.getState(), 'u-restored', 'w1')).toBe('like');
  });

  it('drops them when the restore ends signed out, or a different sign-in came first', () => {
    useSessionStore.getState().beginRestore('expired-token');
    recordFetchedReactions([{ id: 'w1', my_reaction: 'like' }]);
    useSessionStore.getState().finishRestore(null);
    expect(useMyVotesStore.getState().votes).toEqual({});

    useSessionStore.getState().beginRestore('old-token');
    recordFetchedReactions([{ id: 'w2', my_reaction: 'heart' }]);
    // What a sign-in sets (signIn itself also writes the token to localStorage).
    useSessionStore.setState({ status: 'ready', token: 'new-token', user: user('u-new') });
    expect(useMyVotesStore.getState().votes).toEqual({});
  });

  it('records at once for a session already settled', () => {
    useSessionStore.setState({ status: 'ready', user: user('u-ready'), token: 't' });
    recordFetchedReactions([{ id: 'w1', my_reaction: 'dislike' }]);
    expect(myVoteOf(useMyVotesStore.getState(), 'u-ready', 'w1')).toBe('dislike');
  });
});
