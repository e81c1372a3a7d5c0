import type Sqlite from 'better-sqlite3';
import pg from 'pg';

/**
 * Where the store changes a database driver from outside, in ways the drivers' own types cannot
 * express: the one module of src/ allowed casts the compiler cannot check (scripts/check-casts.mjs
 * names it). Each patch keeps the driver's behaviour and says why it is needed.
 */

/**
 * better-sqlite3's `prepare` answered from a cache (src/store/sqlite-database.ts). Its declared
 * type returns a `Statement`; the cache returns a statement that does what Prisma's adapter does
 * with one (run, bind, read) and no more, which no declared type of the driver describes.
 */
export function replacePrepare(client: Sqlite.Database, prepare: (sql: string) => object): void {
  (client as unknown as { prepare: typeof prepare }).prepare = prepare;
}

type QueryResultLike = { fields?: { dataTypeID: number }[] };

/**
 * The engine reads PostgreSQL's catalogs to describe a database (to diff migrations against the
 * schema), and some catalog columns have the internal one-byte type `"char"` (oid 18, e.g.
 * pg_class.relkind), which PrismaPg 7.10 cannot map: the engine then fails with "Column type
 * 'char' could not be deserialized from the database". Its values arrive as one-character
 * strings, so these connections report the column as text (oid 25). `query` has a dozen
 * overloads (callback or promise, config or text); this one override serves them all, so it can
 * only claim what each of them returns (`never`).
 */
export class CharAsTextClient extends pg.Client {
  override query(...args: unknown[]): never {
    const query = super.query as (...args: unknown[]) => unknown;
    const last = args.at(-1);
    if (typeof last === 'function') {
      args[args.length - 1] = (error: unknown, result: QueryResultLike) => last(error, error ? result : charAsText(result));
      return query.apply(this, args) as never;
    }
    const result = query.apply(this, args);
    return (result instanceof Promise ? result.then(charAsText) : result) as never;
  }
}

function charAsText<R extends QueryResultLike | QueryResultLike[]>(result: R): R {
  for (const part of Array.isArray(result) ? result : [result]) {
    for (const field of part?.fields ?? []) if (field.dataTypeID === 18) field.dataTypeID = 25;
  }
  return result;
}
