import { openDatabase } from '/work/main/apps/api/src/db/client.ts';
import { pino } from 'pino';
import { stores } from '/work/main/apps/api/src/db/schema/index.ts';
const h = await openDatabase({ dataDir: '/tmp/pgl-test' }, pino());
console.time('migrate'); await h.migrate(); console.timeEnd('migrate');
await h.db.insert(stores).values({ name: 'x', address: 'a', country: 'DE', currency: 'GBP', locale: 'en-GB' });
console.log(await h.db.select().from(stores));
await h.close();
