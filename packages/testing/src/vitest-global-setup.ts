import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { createTemplateDatabase, dropDatabase } from './template-database.ts';
import { provideTestServices } from './test-services.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
    templateDatabase: string;
    redisUrl: string;
  }
}

/** Once per run: find or start Postgres and Redis, and migrate the template database. */
export default async function setup(project: TestProject) {
  const services = await provideTestServices();
  // Named per run, so two runs on one server (a developer's and CI's) never collide.
  const templateDatabase = `wwt_template_${randomBytes(4).toString('hex')}`;
  await createTemplateDatabase(services.postgresAdminUrl, templateDatabase);
  project.provide('postgresAdminUrl', services.postgresAdminUrl);
  project.provide('templateDatabase', templateDatabase);
  project.provide('redisUrl', services.redisUrl);
  return async () => {
    await dropDatabase(services.postgresAdminUrl, templateDatabase);
    await services.stop();
  };
}
