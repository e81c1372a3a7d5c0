import type { SqlDriverAdapter, SqlQueryable, SqlResultSet } from '@prisma/driver-adapter-utils';
import { ColumnTypeEnum } from '@prisma/driver-adapter-utils';
import type { Provider } from './database-url';
import { raw, render, type Sql } from './sql';

/** Statements, inside or outside a transaction. */
export interface Queryable {
  /** The rows of a SELECT (or of a statement with RETURNING), one object per row keyed by column name. */
  query<T>(statement: Sql): Promise<T[]>;
  /** The number of rows a statement changed. */
  execute(statement: Sql): Promise<number>;
}

/**
 * The store's connection to its database. Both providers run the same statement texts; what
 * differs (placeholders, locking, one connection or a pool) is the implementation's:
 * src/store/sqlite-database.ts and src/store/postgres-database.ts.
 */
export interface Database extends Queryable {
  readonly provider: Provider;
  /** Runs `work` in one transaction: committed if it resolves, rolled back if it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Appended to a SELECT in a transaction: lock the rows it returns and skip rows another
   * transaction has locked. PostgreSQL's `FOR UPDATE SKIP LOCKED`; nothing on SQLite, where a
   * write transaction already excludes every other writer.
   */
  readonly skipLocked: Sql;
  close(): Promise<void>;
}

export interface Dialect {
  readonly provider: Provider;
  readonly placeholder: (position: number) => string;
  readonly skipLocked: string;
}

/** A database through Prisma's driver adapter for it (PostgreSQL's pool), statements rendered for its `Dialect`. */
export class AdapterDatabase implements Database {
  readonly provider: Provider;
  readonly skipLocked: Sql;
  private closed: Promise<void> | null = null;

  constructor(
    private readonly adapter: SqlDriverAdapter,
    private readonly dialect: Dialect,
  ) {
    this.provider = dialect.provider;
    this.skipLocked = raw(dialect.skipLocked);
  }

  query<T>(statement: Sql): Promise<T[]> {
    return queryOn<T>(this.adapter, this.dialect, statement);
  }

  execute(statement: Sql): Promise<number> {
    return this.adapter.executeRaw(render(statement, this.dialect.placeholder));
  }

  async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    // The adapter sends BEGIN here and leaves COMMIT or ROLLBACK to the caller.
    const tx = await this.adapter.startTransaction();
    const scoped: Queryable = {
      query: (statement) => queryOn(tx, this.dialect, statement),
      execute: (statement) => tx.executeRaw(render(statement, this.dialect.placeholder)),
    };
    let result: T;
    try {
      result = await work(scoped);
      await tx.executeRaw({ sql: 'COMMIT', args: [], argTypes: [] });
    } catch (error) {
      try {
        await tx.executeRaw({ sql: 'ROLLBACK', args: [], argTypes: [] });
      } finally {
        await tx.rollback();
      }
      throw error;
    }
    await tx.commit();
    return result;
  }

  /** Closes the pool; closing again does nothing. */
  close(): Promise<void> {
    this.closed ??= this.adapter.dispose();
    return this.closed;
  }
}

async function queryOn<T>(on: SqlQueryable, dialect: Dialect, statement: Sql): Promise<T[]> {
  return toObjects(await on.queryRaw(render(statement, dialect.placeholder))) as T[];
}

/**
 * Rows as objects, with the column types the adapters report turned into JavaScript values:
 * timestamps (ISO text from both adapters) into `Date`, every number type into `number`
 * (PostgreSQL's counts arrive as text).
 */
function toObjects(result: SqlResultSet): Record<string, unknown>[] {
  return result.rows.map((row) => {
    const object: Record<string, unknown> = {};
    result.columnNames.forEach((name, i) => {
      object[name] = toValue(row[i], result.columnTypes[i]);
    });
    return object;
  });
}

function toValue(value: unknown, type: number | undefined): unknown {
  if (value === null || value === undefined) return null;
  switch (type) {
    case ColumnTypeEnum.DateTime:
      return new Date(value as string);
    case ColumnTypeEnum.Int32:
    case ColumnTypeEnum.Int64:
    case ColumnTypeEnum.Float:
    case ColumnTypeEnum.Double:
    case ColumnTypeEnum.Numeric:
    case ColumnTypeEnum.UnknownNumber:
      return Number(value);
    default:
      return value;
  }
}

/** A unique key of the schema, named as Prisma names its index (`<Table>_<columns>_key`). */
export interface UniqueKey {
  readonly table: string;
  readonly columns: readonly string[];
}

/**
 * Whether `error` is the database refusing a row because it would break `key`. SQLite's adapter
 * names the table and columns, PostgreSQL's the index.
 */
export function violates(error: unknown, key: UniqueKey): boolean {
  const cause = adapterErrorCause(error);
  if (cause?.kind !== 'UniqueConstraintViolation') return false;
  const constraint = cause.constraint;
  if (constraint && 'index' in constraint) return constraint.index === `${key.table}_${key.columns.join('_')}_key`;
  if (constraint && 'fields' in constraint) {
    return cause.table === key.table && constraint.fields.length === key.columns.length && key.columns.every((c) => constraint.fields.includes(c));
  }
  return false;
}

type AdapterErrorCause = { kind: string; table?: string; constraint?: { index: string } | { fields: string[] } | { foreignKey: object } };

function adapterErrorCause(error: unknown): AdapterErrorCause | null {
  // Compared by name: each adapter may bring its own copy of driver-adapter-utils.
  if (!(error instanceof Error) || error.name !== 'DriverAdapterError') return null;
  const cause = (error as { cause?: unknown }).cause;
  return typeof cause === 'object' && cause !== null && 'kind' in cause ? (cause as AdapterErrorCause) : null;
}
