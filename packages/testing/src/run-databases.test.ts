import { Redis } from 'ioredis';
import { afterAll, describe, expect, inject, it } from 'vitest';
import {
  leftOverDatabases,
  removeLeftovers,
  takeRunLease,
  testDatabaseName,
  type RunLease,
} from './run-databases.ts';
import { dropDatabase } from './template-database.ts';
import { adminQuery, adminRows } from './test-services.ts';

const adminUrl = () => inject('postgresAdminUrl');
const made: string[] = [];
const leases: RunLease[] = [];
afterAll(async () => {
  for (const name of made) await dropDatabase(adminUrl(), name);
  for (const lease of leases) await lease.release();
});

async function lease(): Promise<RunLease> {
  const taken = await takeRunLease(adminUrl());
  leases.push(taken);
  return taken;
}

async function createDatabase(name: string) {
  made.push(name);
  await adminQuery(adminUrl(), `create database ${name}`);
}

async function existing(names: string[]) {
  const rows = await adminRows<{ datname: string }>(adminUrl(), 'select datname from pg_database');
  return rows.map((row) => row.datname).filter((name) => names.includes(name));
}

describe('the databases of a test run', () => {
  it('are left over once their run no longer holds its lease, and only then', async () => {
    const ended = await lease();
    const going = await lease();
    const names = {
      ended: testDatabaseName(ended.tag),
      endedTemplate: testDatabaseName(ended.tag, 'template'),
      endedFault: testDatabaseName(ended.tag, 'fault'),
      endedSystem: testDatabaseName(ended.tag, 'e2e'),
      going: testDatabaseName(going.tag),
      thisRun: testDatabaseName(inject('runnerTag')),
    };
    expect(names.ended).toMatch(/^wwt_[0-9a-f]{10}_[0-9a-f]{12}$/);
    expect(names.endedTemplate).toMatch(/^wwt_template_[0-9a-f]{10}_/);
    expect(names.endedFault).toMatch(/^wwfault_[0-9a-f]{10}_/);
    expect(names.endedSystem).toMatch(/^wwe2e_[0-9a-f]{10}_/);
    for (const name of Object.values(names)) await createDatabase(name);
    // A name made before runs held leases is not this code's to judge.
    const older = `wwt_${Date.now().toString(16).slice(-12)}`;
    await createDatabase(older);

    const kinds = ['template', 'file', 'fault', 'e2e'] as const;
    expect(await leftOverDatabases(adminUrl(), kinds)).not.toEqual(
      expect.arrayContaining([names.ended]),
    );
    await ended.release();
    const leftOver = await leftOverDatabases(adminUrl(), kinds);
    const endedNames = [names.ended, names.endedTemplate, names.endedFault, names.endedSystem];
    // Left over, unless another run on this server has just dropped it as such.
    const gone = await existing(endedNames).then((left) =>
      endedNames.filter((name) => !left.includes(name)),
    );
    expect(endedNames.filter((name) => !leftOver.includes(name) && !gone.includes(name))).toEqual(
      [],
    );
    for (const name of [names.going, names.thisRun, older]) {
      expect(leftOver).not.toContain(name);
    }
    // Each caller asks for its kinds only: a fault run never takes the browser tier's.
    expect(await leftOverDatabases(adminUrl(), ['fault'])).not.toContain(names.endedSystem);
  });

  it('a Vitest run removes the left-over ones of Vitest and the fault runs, with their Redis keys', async () => {
    const ended = await lease();
    const going = await lease();
    const leftFile = testDatabaseName(ended.tag);
    const leftFault = testDatabaseName(ended.tag, 'fault');
    const leftSystem = testDatabaseName(ended.tag, 'e2e');
    const goingFile = testDatabaseName(going.tag);
    for (const name of [leftFile, leftFault, leftSystem, goingFile]) await createDatabase(name);
    const redis = new Redis(inject('redisUrl'));
    try {
      await redis.set(`test-${leftFile}:marker`, '1');
      await redis.set(`test-${goingFile}:marker`, '1');
      await ended.release();

      const removed = await removeLeftovers(adminUrl(), inject('redisUrl'));

      // The going run's is kept; the browser tier's is left for its own setup, which also
      // removes its uploads.
      expect(removed).not.toContain(leftSystem);
      expect(await existing([goingFile])).toEqual([goingFile]);
      expect(await existing([leftFile, leftFault])).toEqual([]);
      expect(await redis.exists(`test-${leftFile}:marker`)).toBe(0);
      expect(await redis.exists(`test-${goingFile}:marker`)).toBe(1);
    } finally {
      await redis.del(`test-${goingFile}:marker`);
      redis.disconnect();
    }
  });
});
