// Child-process entry of the baseline server. It runs in a process of its own, like the
// system under test, so it doesn't share an event loop with autocannon.
import { buildBaselineServer } from './baseline-server.ts';

const databaseUrl = process.env['DATABASE_URL'];
if (!databaseUrl) throw new Error('DATABASE_URL is required');
const app = await buildBaselineServer(databaseUrl);
const address = await app.listen({ host: '127.0.0.1', port: 0 });
process.send?.({ url: address });
process.once('disconnect', () => void app.close().then(() => process.exit(0)));
