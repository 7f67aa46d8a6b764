import type { RaffleDto } from '@wishwall/contracts/raffle.dto';
import { describe, expect, it } from 'vitest';
import { raffleDto } from '../../../test-support/raffle-dto.ts';
import { publishingOpen, rafflePhase, timeLeft } from './raffle-phase.ts';

const NOW = Date.parse('2026-11-25T12:00:00Z');
const round = (state: 'open' | 'closed' | 'drawn', closesAt = '2026-11-26T13:01:02Z') => ({
  number: 3,
  prize: '2500.00',
  state,
  opens_at: '2026-11-20T12:00:00Z',
  closes_at: closesAt,
  closed_at: state === 'open' ? null : '2026-11-26T13:01:02Z',
});
const raffle = raffleDto;

describe('rafflePhase', () => {
  it('is unknown until read, open until the announced close, then closed', () => {
    expect(rafflePhase(null, NOW)).toEqual({ kind: 'unknown' });
    expect(rafflePhase(raffle({ round: round('open') }), NOW)).toEqual({
      kind: 'open',
      number: 3,
      prize: '2500.00',
      closesAt: '2026-11-26T13:01:02Z',
    });
    // Past the close, before the clock's job recorded it.
    const due = raffle({ round: round('open', '2026-11-25T11:59:59Z') });
    expect(rafflePhase(due, NOW).kind).toBe('closed');
    expect(rafflePhase(raffle({ round: round('closed') }), NOW).kind).toBe('closed');
  });

  it("announces the round's own result once drawn, not an older round's", () => {
    const drawn = raffle({
      round: round('drawn'),
      result_round: 3,
      drawn: true,
      likes: 9,
      winner: { id: '42', number_sequence: 7 } as RaffleDto['winner'],
    });
    expect(rafflePhase(drawn, NOW)).toMatchObject({
      kind: 'drawn',
      winnerId: '42',
      winnerNumber: 7,
      likes: 9,
    });
    expect(rafflePhase({ ...drawn, result_round: 2 }, NOW).kind).toBe('closed');
  });

  it('lets publishing through only while a round is open (or not known yet)', () => {
    expect(publishingOpen({ kind: 'unknown' })).toBe(true);
    expect(publishingOpen(rafflePhase(raffle({ round: round('open') }), NOW))).toBe(true);
    expect(publishingOpen(rafflePhase(raffle({ round: round('closed') }), NOW))).toBe(false);
  });
});

describe('timeLeft', () => {
  it('counts down in days, hours, minutes and seconds, and stops at zero', () => {
    expect(timeLeft('2026-11-26T13:01:02Z', NOW)).toEqual({
      days: 1,
      hours: 1,
      minutes: 1,
      seconds: 2,
    });
    expect(timeLeft('2026-11-25T11:00:00Z', NOW)).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
    });
  });
});
