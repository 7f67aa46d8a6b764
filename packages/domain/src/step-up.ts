/**
 * Whether a session proved itself recently enough for an operator's money action: its last
 * factor (`auth_time`, seconds since the epoch) at most `maxAgeHours` before `now`
 * (docs/decisions/0036-operator-sessions.md).
 */
export function isRecentAuthentication(authTime: number, now: Date, maxAgeHours: number): boolean {
  return now.getTime() - authTime * 1000 <= maxAgeHours * 3_600_000;
}
