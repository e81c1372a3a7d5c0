// `npm run migration:create -- NAME`: creates the next migration from prisma/schema.prisma offline.
import { createMigration } from './create-migration';

const name = process.argv.slice(2).join(' ');
try {
  const result = await createMigration(name);
  if (result.created) {
    console.log(`Created prisma/migrations/${result.name}/migration.sql:\n\n${result.sql}`);
    console.log('Apply it with `npm run migrate` (the bot also applies it when it starts).');
  } else {
    console.log('prisma/schema.prisma matches the existing migrations: no migration created.');
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
