import { spawnSync } from 'node:child_process';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, inject, it } from 'vitest';
import {
  isLeftOver,
  isRunning,
  removeLeftovers,
  runnerTag,
  testDatabaseName,
} from './run-databases.ts';
import { dropDatabase } from './template-database.ts';
import { adminQuery, adminRows } from './test-services.ts';

/** The process id of a process that has ended. */
function endedPid(): number {
  const { pid } = spawnSync(process.execPath, ['-e', '']);
  if (!pid || isRunning(pid)) throw new Error('no ended process to name');
  return pid;
}

const made: string[] = [];
afterAll(async () => {
  for (const name of made) await dropDatabase(inject('postgresAdminUrl'), name);
});

async function createDatabase(name: string) {
  made.push(name);
  await adminQuery(inject('postgresAdminUrl'), `create database ${name}`);
}

async function databasesNamed(names: string[]) {
  const rows = await adminRows<{ datname: string }>(
    inject('postgresAdminUrl'),
    `select datname from pg_database`,
  );
  return rows.map((row) => row.datname).filter((name) => names.includes(name));
}

describe('the databases of a Vitest run', () => {
  it('are named after this machine and the runner, and are left over once the runner is gone', () => {
    const gone = runnerTag(endedPid());
    expect(testDatabaseName(runnerTag())).toMatch(/^wwt_[0-9a-f]{4}_\d+_[0-9a-f]{12}$/);
    expect(testDatabaseName(gone, 'template')).toMatch(/^wwt_template_[0-9a-f]{4}_\d+_/);

    expect(testDatabaseName(gone, 'fault')).toMatch(/^wwfault_[0-9a-f]{4}_\d+_/);

    expect(isLeftOver(testDatabaseName(gone))).toBe(true);
    expect(isLeftOver(testDatabaseName(gone, 'template'))).toBe(true);
    expect(isLeftOver(testDatabaseName(gone, 'fault'))).toBe(true);
    // This run, the runner of this run (the tag it was given), and names this code did not make.
    expect(isLeftOver(testDatabaseName(runnerTag()))).toBe(false);
    expect(isLeftOver(testDatabaseName(inject('runnerTag')))).toBe(false);
    expect(isLeftOver('wwt_0123456789ab')).toBe(false);
    expect(isLeftOver('wwfault_0123abcd')).toBe(false);
    expect(isLeftOver('wwe2e_1_0123abcd')).toBe(false);
    // Another machine's runner: its process id means nothing here.
    const otherHost = gone.startsWith('0000') ? 'ffff' : '0000';
    expect(isLeftOver(`wwt_${otherHost}_${gone.split('_')[1]}_0123456789ab`)).toBe(false);
  });

  it('are removed with their Redis keys when their runner was killed, and only then', async () => {
    const gone = runnerTag(endedPid());
    const leftTemplate = testDatabaseName(gone, 'template');
    const leftFile = testDatabaseName(gone);
    const leftFault = testDatabaseName(gone, 'fault');
    const running = testDatabaseName(inject('runnerTag'));
    for (const name of [leftTemplate, leftFile, leftFault, running]) await createDatabase(name);
    const redis = new Redis(inject('redisUrl'));
    try {
      await redis.set(`test-${leftFile}:marker`, '1');
      await redis.set(`test-${running}:marker`, '1');

      const removed = await removeLeftovers(inject('postgresAdminUrl'), inject('redisUrl'));

      expect(removed).toEqual(expect.arrayContaining([leftTemplate, leftFile, leftFault]));
      expect(removed).not.toContain(running);
      expect(await databasesNamed([leftTemplate, leftFile, leftFault, running])).toEqual([running]);
      expect(await redis.exists(`test-${leftFile}:marker`)).toBe(0);
      expect(await redis.exists(`test-${running}:marker`)).toBe(1);
    } finally {
      await redis.del(`test-${running}:marker`);
      redis.disconnect();
    }
  });
});
