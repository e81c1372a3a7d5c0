// `npm run migrate [-- DATABASE]`: applies the migrations to the bot's database, offline. DATABASE
// is a SQLite path (or file:…) or a postgresql:// URL; default $DATABASE_URL, $DATABASE_FILE or
// data/dune.db.
import { databaseUrlFromEnv, describeTarget, parseDatabaseUrl } from './database-url';
import { migrate } from './migrate';

try {
  const target = parseDatabaseUrl(process.argv[2] ?? databaseUrlFromEnv());
  const applied = await migrate(target);
  console.log(applied.length > 0 ? `Applied to ${describeTarget(target)}: ${applied.join(', ')}` : `${describeTarget(target)} is up to date.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
