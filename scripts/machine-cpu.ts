/** Clock ticks per second of /proc/stat (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/**
 * The machine's busy processor time since it booted, in seconds, from /proc/stat's first line:
 * user, nice, system, irq and softirq time, summed over its cores. Not idle or iowait; not
 * steal (the hypervisor ran something else), and not guest time, which user time already
 * counts. Undefined when the text is not /proc/stat's.
 */
export function busySeconds(procStat: string): number | undefined {
  const fields = /^cpu\s+(.*)$/m.exec(procStat)?.[1]?.trim().split(/\s+/).map(Number);
  if (!fields || fields.length < 7 || fields.some((field) => !Number.isFinite(field))) {
    return undefined;
  }
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0] = fields;
  return (user + nice + system + irq + softirq) / TICKS_PER_SECOND;
}
