import { setTimeout as sleep } from 'node:timers/promises';
import type { MailCatcher } from '@wishwall/local-infra/mail-catcher';
import type { VoteCounts } from '@wishwall/testing/reaction-counts';
import type { FaultTruthRepository, StoredVote } from './fault-truth.repository.ts';
import type { LiveViewer } from './live-viewer.ts';
import { checkMail } from './mail-check.ts';
import { FAULT_MAIL_DOMAIN } from './sign-up.ts';
import type { WriteLedger } from './write-ledger.ts';

export type InvariantName =
  | 'acknowledged sign-ups are in Postgres'
  | 'acknowledged publications are in Postgres'
  | 'acknowledged votes are in Postgres'
  | 'counts equal the vote rows'
  | 'counter equals the published rows'
  | 'outbox drained'
  | 'every sign-up mail delivered once'
  | 'live viewers show the Postgres truth';

export interface InvariantResult {
  name: InvariantName;
  holds: boolean;
  /** What was found, for the failure message. */
  detail: string;
  /** Since the traffic stopped, when it started holding for good; null if it never did. */
  heldAfterMs: number | null;
}

export interface InvariantSubjects {
  truth: FaultTruthRepository;
  ledger: WriteLedger;
  mail: MailCatcher;
  viewers: readonly LiveViewer[];
  targetWishIds: readonly string[];
  /** How many mails the fault may send twice (see FaultScenario). */
  repeatableMails: number;
}

const CHECK_INTERVAL_MS = 250;
const SHOWN_AT_MOST = 5;

/**
 * Polls every invariant until all hold or `timeoutMs` passes since `since` (the end of the
 * traffic), and answers each one's last state and when it settled.
 */
export async function awaitInvariants(
  subjects: InvariantSubjects,
  since: number,
  timeoutMs: number,
): Promise<InvariantResult[]> {
  const settledAt = new Map<InvariantName, number | null>();
  for (;;) {
    const checks = await checkInvariants(subjects);
    const now = Date.now();
    for (const { name, holds } of checks) {
      if (!holds) settledAt.set(name, null);
      else if (!settledAt.get(name)) settledAt.set(name, now - since);
    }
    const results = checks.map((check) => ({
      ...check,
      heldAfterMs: settledAt.get(check.name) ?? null,
    }));
    if (checks.every((check) => check.holds) || now - since >= timeoutMs) return results;
    await sleep(CHECK_INTERVAL_MS);
  }
}

async function checkInvariants({
  truth,
  ledger,
  mail,
  viewers,
  targetWishIds,
  repeatableMails,
}: InvariantSubjects): Promise<Omit<InvariantResult, 'heldAfterMs'>[]> {
  const [emails, published, votes, voteCounts, countsOff, publishedCount, counter, unrelayed] =
    await Promise.all([
      truth.emailsOfUsersEndingWith(FAULT_MAIL_DOMAIN),
      truth.publishedAmong(ledger.publishedWishIds),
      truth.votesOn(targetWishIds),
      truth.countsFromVotes(targetWishIds),
      truth.wishesWithCountsOffTheirVotes(),
      truth.publishedWishCount(),
      truth.wallCounter(),
      truth.unrelayedEvents(),
    ]);
  const stored = new Set(emails.map((email) => email.toLowerCase()));
  const lostSignUps = ledger.signUps.filter(({ email }) => !stored.has(email.toLowerCase()));
  const lostPublications = ledger.publishedWishIds.filter((id) => !published.has(id));
  const wrongVotes = wrongAcknowledgedVotes(ledger, votes);
  const mailCheck = checkMail(mail.messages(), emails);
  const staleViewers = viewersOffTheTruth(viewers, publishedCount, voteCounts);

  return [
    {
      name: 'acknowledged sign-ups are in Postgres',
      holds: lostSignUps.length === 0,
      detail: `${lostSignUps.length} of ${ledger.signUps.length} missing${listed(lostSignUps.map((s) => s.email))}`,
    },
    {
      name: 'acknowledged publications are in Postgres',
      holds: lostPublications.length === 0,
      detail: `${lostPublications.length} of ${ledger.publishedWishIds.length} not published${listed(lostPublications)}`,
    },
    {
      name: 'acknowledged votes are in Postgres',
      holds: wrongVotes.length === 0,
      detail: `${wrongVotes.length} of ${ledger.acknowledgedVotes().length} differ${listed(wrongVotes)}`,
    },
    {
      name: 'counts equal the vote rows',
      holds: countsOff === 0,
      detail: `${countsOff} published wishes with counts off their votes`,
    },
    {
      name: 'counter equals the published rows',
      holds: counter === publishedCount,
      detail: `counter ${counter}, published rows ${publishedCount}`,
    },
    {
      name: 'outbox drained',
      holds: unrelayed === 0,
      detail: `${unrelayed} events not relayed`,
    },
    {
      name: 'every sign-up mail delivered once',
      holds:
        mailCheck.missing.length === 0 &&
        mailCheck.duplicated.length <= repeatableMails &&
        mailCheck.mostDeliveries <= (repeatableMails > 0 ? 2 : 1),
      detail:
        `${mailCheck.delivered} delivered for ${emails.length} users; ` +
        `${mailCheck.missing.length} missing${listed(mailCheck.missing)}; ` +
        `${mailCheck.duplicated.length} duplicated${listed(mailCheck.duplicated)}` +
        (repeatableMails > 0 ? ` (at most ${repeatableMails} may be sent twice)` : ''),
    },
    {
      name: 'live viewers show the Postgres truth',
      holds: staleViewers.length === 0,
      detail: `${staleViewers.length} of ${viewers.length} off${listed(staleViewers)}`,
    },
  ];
}

function wrongAcknowledgedVotes(ledger: WriteLedger, votes: readonly StoredVote[]): string[] {
  const stored = new Map(votes.map((vote) => [`${vote.wishId}:${vote.userId}`, vote.reactionType]));
  return ledger
    .acknowledgedVotes()
    .filter((vote) => (stored.get(`${vote.wishId}:${vote.userId}`) ?? null) !== vote.reactionType)
    .map(
      (vote) =>
        `user ${vote.userId} on wish ${vote.wishId}: acknowledged ${vote.reactionType ?? 'none'}, ` +
        `stored ${stored.get(`${vote.wishId}:${vote.userId}`) ?? 'none'}`,
    );
}

function viewersOffTheTruth(
  viewers: readonly LiveViewer[],
  publishedCount: number,
  truth: ReadonlyMap<string, VoteCounts>,
): string[] {
  return viewers.flatMap((viewer, index) => {
    const problems: string[] = [];
    if (!viewer.connected) problems.push('disconnected');
    if (viewer.counter() !== publishedCount) {
      problems.push(`counter ${viewer.counter() ?? 'none'} (truth ${publishedCount})`);
    }
    for (const [wishId, counts] of truth) {
      const shown = viewer.countsOf(wishId);
      if (
        !shown ||
        shown.likes !== counts.likes ||
        shown.hearts !== counts.hearts ||
        shown.dislikes !== counts.dislikes
      ) {
        problems.push(
          `wish ${wishId} ${shown ? `${shown.likes}/${shown.hearts}/${shown.dislikes}` : 'none'} ` +
            `(truth ${counts.likes}/${counts.hearts}/${counts.dislikes})`,
        );
      }
    }
    return problems.length === 0 ? [] : [`viewer ${index + 1}: ${problems.join(', ')}`];
  });
}

function listed(items: readonly string[]): string {
  if (items.length === 0) return '';
  const more = items.length > SHOWN_AT_MOST ? `, … ${items.length - SHOWN_AT_MOST} more` : '';
  return ` (${items.slice(0, SHOWN_AT_MOST).join('; ')}${more})`;
}
