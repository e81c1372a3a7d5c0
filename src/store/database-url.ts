import { resolve } from 'node:path';

/** The two databases the store runs on; the names are Prisma's datasource providers. */
export const providers = ['sqlite', 'postgresql'] as const;
export type Provider = (typeof providers)[number];

export type DatabaseTarget =
  | { readonly provider: 'sqlite' /** An absolute path, or `:memory:`. */; readonly file: string }
  | { readonly provider: 'postgresql'; readonly url: string };

export const defaultDatabaseFile = 'data/dune.db';

/**
 * Where the store keeps its data: `postgresql://…` (or `postgres://…`) is a PostgreSQL server;
 * `file:…` or a plain path is a SQLite file, resolved from the current directory like the Prisma
 * CLI does.
 */
export function parseDatabaseUrl(url: string): DatabaseTarget {
  const trimmed = url.trim();
  if (!trimmed) throw new Error('The database URL is empty: give a SQLite path (e.g. data/dune.db, file:data/dune.db) or a postgresql:// URL.');
  if (/^postgres(ql)?:\/\//i.test(trimmed)) return { provider: 'postgresql', url: trimmed };
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(trimmed)?.[1];
  if (scheme) throw new Error(`The database URL ${redact(trimmed)} uses "${scheme}://"; the store knows SQLite (a path or file:…) and postgresql://.`);
  const path = trimmed.replace(/^file:/i, '');
  return { provider: 'sqlite', file: path === ':memory:' ? path : resolve(path) };
}

/** `DATABASE_URL`, else `DATABASE_FILE` (the bot's older setting), else data/dune.db. */
export function databaseUrlFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return env.DATABASE_URL?.trim() || env.DATABASE_FILE?.trim() || defaultDatabaseFile;
}

/** For messages and logs: the target without a password. */
export function describeTarget(target: DatabaseTarget): string {
  return target.provider === 'sqlite' ? `SQLite ${target.file}` : `PostgreSQL ${redact(target.url)}`;
}

function redact(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@/]*@/, '//$1:***@');
}
