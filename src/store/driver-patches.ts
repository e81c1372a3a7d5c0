import type Sqlite from 'better-sqlite3';
import pg from 'pg';
import { isObject } from '../engine/json';

/**
 * Where the store changes a database driver from outside, in ways the drivers' own types cannot
 * express. Each patch keeps the driver's behaviour and says why it is needed. A patch is laid on
 * the instance as an own property (`Object.defineProperty`), which shadows the driver's method
 * without claiming to match its declared type: no cast says otherwise, and the tests of each
 * database check that the patched driver still works.
 */

/**
 * better-sqlite3's `prepare` answered from a cache (src/store/sqlite-database.ts). Its declared
 * type returns a `Statement`; the cache returns a statement that does what Prisma's adapter does
 * with one (run, bind, read) and no more, which no declared type of the driver describes.
 */
export function replacePrepare(client: Sqlite.Database, prepare: (sql: string) => object): void {
  Object.defineProperty(client, 'prepare', { value: prepare, writable: true, configurable: true });
}

/**
 * The engine reads PostgreSQL's catalogs to describe a database (to diff migrations against the
 * schema), and some catalog columns have the internal one-byte type `"char"` (oid 18, e.g.
 * pg_class.relkind), which PrismaPg 7.10 cannot map: the engine then fails with "Column type
 * 'char' could not be deserialized from the database". Its values arrive as one-character
 * strings, so these connections report the column as text (oid 25). `query` has a dozen
 * overloads (callback or promise, config or text); one replacement serves them all, passing each
 * call on and fixing its result, whichever way it arrives.
 */
export class CharAsTextClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    const query = super.query;
    const charAsTextQuery = (...args: unknown[]): unknown => {
      const last = args.at(-1);
      if (typeof last === 'function') {
        args[args.length - 1] = (error: unknown, result: unknown) => last(error, error ? result : charAsText(result));
        return Reflect.apply(query, this, args);
      }
      const result: unknown = Reflect.apply(query, this, args);
      return result instanceof Promise ? result.then(charAsText) : result;
    };
    Object.defineProperty(this, 'query', { value: charAsTextQuery, writable: true, configurable: true });
  }
}

/** Marks every `"char"` column of a result (or of each result of a multi-statement query) as text. */
function charAsText(result: unknown): unknown {
  for (const part of Array.isArray(result) ? result : [result]) {
    const fields = isObject(part) && Array.isArray(part.fields) ? part.fields : [];
    for (const field of fields) if (isObject(field) && field.dataTypeID === 18) field.dataTypeID = 25;
  }
  return result;
}
