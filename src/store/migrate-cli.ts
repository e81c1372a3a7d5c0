// `npm run migrate [-- FILE]`: applies prisma/migrations to the bot's SQLite file offline.
import { migrate } from './migrate';

const file = process.argv[2] ?? process.env.DATABASE_FILE ?? 'data/dune.db';
try {
  const applied = await migrate(file);
  console.log(applied.length > 0 ? `Applied to ${file}: ${applied.join(', ')}` : `${file} is up to date.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
