// `npm run migration:create -- NAME`: creates the next migration of every provider from
// prisma/schema.prisma, offline. PostgreSQL's needs a server to replay its migrations on:
// $POSTGRES_URL, else the development server on 127.0.0.1.
import { createMigration } from './create-migration';
import { developmentPostgresUrl } from './postgres-url';

const name = process.argv.slice(2).join(' ');
try {
  const result = await createMigration(name, { postgresUrl: developmentPostgresUrl() });
  if (result.created) {
    for (const [provider, sql] of Object.entries(result.sql)) console.log(`Created prisma/migrations/${provider}/${result.name}/migration.sql:\n\n${sql}`);
    console.log('Apply it with `npm run migrate` (the bot also applies it when it starts).');
  } else {
    console.log('prisma/schema.prisma matches the migrations of every provider: no migration created.');
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
