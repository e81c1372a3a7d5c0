import { createHash } from 'node:crypto';
import { PrismaPg } from '@prisma/adapter-pg';
import { AdapterDatabase, type Database } from './database';

/**
 * PostgreSQL through pg: a pool of connections, each transaction on its own, so games proceed in
 * parallel; row locks and the version checks keep processes and connections from stepping on
 * each other.
 */
export async function openPostgres(url: string): Promise<Database> {
  const adapter = await new PrismaPg(
    { connectionString: url },
    {
      // Named statements are parsed and planned once per connection instead of at every call.
      statementNameGenerator: (query) => `s${createHash('sha1').update(query.sql).digest('hex').slice(0, 20)}`,
    },
  ).connect();
  return new AdapterDatabase(adapter, { provider: 'postgresql', placeholder: (n) => `$${n}`, skipLocked: ' FOR UPDATE SKIP LOCKED' });
}
