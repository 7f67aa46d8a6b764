import type { TestProject } from 'vitest/node';
import { removeLeftovers, takeRunLease, testDatabaseName } from './run-databases.ts';
import { createTemplateDatabase, dropDatabase } from './template-database.ts';
import { provideTestServices } from './test-services.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
    templateDatabase: string;
    redisUrl: string;
    /** This run's tag, for its databases' names (`testDatabaseName`, `run-databases.ts`). */
    runnerTag: string;
  }
}

/**
 * Once per run: find or start Postgres and Redis, remove what killed runs left there, and
 * migrate the template database.
 */
export default async function setup(project: TestProject) {
  const services = await provideTestServices();
  // Named per run, so two runs on one server (a developer's and CI's) never collide.
  const lease = await takeRunLease(services.postgresAdminUrl);
  await removeLeftovers(services.postgresAdminUrl, services.redisUrl);
  const templateDatabase = testDatabaseName(lease.tag, 'template');
  await createTemplateDatabase(services.postgresAdminUrl, templateDatabase);
  project.provide('postgresAdminUrl', services.postgresAdminUrl);
  project.provide('templateDatabase', templateDatabase);
  project.provide('redisUrl', services.redisUrl);
  project.provide('runnerTag', lease.tag);
  return async () => {
    await dropDatabase(services.postgresAdminUrl, templateDatabase);
    await lease.release();
    await services.stop();
  };
}
