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
 * The store's connection to its database, through Prisma's driver adapter for the provider. Both
 * providers run the same statement texts; what differs (placeholders, locking, one connection or
 * a pool) is given by the `Dialect`.
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
  /**
   * Every statement goes through one queue, a transaction's statements included (SQLite: one
   * connection, so a statement issued while another caller's transaction is open would run
   * inside it, see its uncommitted rows, and be rolled back with it).
   */
  readonly oneAtATime: boolean;
}

export class AdapterDatabase implements Database {
  readonly provider: Provider;
  readonly skipLocked: Sql;
  /** Statements straight on the adapter: outside transactions, and inside them on SQLite's one connection. */
  private readonly direct: Statements;
  private tail: Promise<void> = Promise.resolve();
  private closed: Promise<void> | null = null;

  constructor(
    private readonly adapter: SqlDriverAdapter,
    private readonly dialect: Dialect,
    /** What runs beside the connection: told of each commit (never failing it), closed before it (SQLite's checkpointer). */
    private readonly beside?: { committed(): Promise<void> | undefined; close(): Promise<void> },
  ) {
    this.provider = dialect.provider;
    this.skipLocked = raw(dialect.skipLocked);
    this.direct = new Statements(adapter, dialect);
  }

  query<T>(statement: Sql): Promise<T[]> {
    return this.exclusive(() => this.direct.query<T>(statement));
  }

  execute(statement: Sql): Promise<number> {
    return this.exclusive(() => this.direct.execute(statement));
  }

  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.exclusive(() => (this.dialect.oneAtATime ? this.onTheConnection(work) : this.onAConnection(work)));
  }

  /** Closes the connection (or pool); closing again does nothing. */
  close(): Promise<void> {
    this.closed ??= this.exclusive(async () => {
      await this.beside?.close();
      await this.adapter.dispose();
    });
    return this.closed;
  }

  /**
   * SQLite: BEGIN and COMMIT sent as scripts on the one connection, which the queue keeps to this
   * transaction meanwhile. The adapter's `startTransaction` would send the same BEGIN behind a
   * mutex of its own and a transaction object per call, which the queue makes redundant; a
   * script skips the binding and logging of a statement, which these have nothing to gain from.
   */
  private async onTheConnection<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    await this.adapter.executeScript('BEGIN');
    let result: T;
    try {
      result = await work(this.direct);
      await this.adapter.executeScript('COMMIT');
    } catch (error) {
      await this.adapter.executeScript('ROLLBACK');
      throw error;
    }
    await this.beside?.committed();
    return result;
  }

  /** PostgreSQL: a connection of the pool for the transaction (the adapter sends BEGIN); COMMIT or ROLLBACK is ours to send. */
  private async onAConnection<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    const tx = await this.adapter.startTransaction();
    let result: T;
    try {
      result = await work(new Statements(tx, this.dialect));
      await tx.executeRaw(statementCommit);
    } catch (error) {
      try {
        await tx.executeRaw(statementRollback);
      } finally {
        await tx.rollback();
      }
      throw error;
    }
    await tx.commit();
    return result;
  }

  private exclusive<T>(work: () => Promise<T>): Promise<T> {
    if (!this.dialect.oneAtATime) return work();
    const run = this.tail.then(work);
    this.tail = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  }
}

const statementCommit = { sql: 'COMMIT', args: [], argTypes: [] };
const statementRollback = { sql: 'ROLLBACK', args: [], argTypes: [] };

/** The store's statements rendered for the dialect and run on an adapter's connection or transaction. */
class Statements implements Queryable {
  constructor(
    private readonly on: SqlQueryable,
    private readonly dialect: Dialect,
  ) {}

  async query<T>(statement: Sql): Promise<T[]> {
    return toObjects(await this.on.queryRaw(render(statement, this.dialect.placeholder))) as T[];
  }

  execute(statement: Sql): Promise<number> {
    return this.on.executeRaw(render(statement, this.dialect.placeholder));
  }
}

/**
 * Rows as objects, with the column types the adapters report turned into JavaScript values:
 * timestamps (ISO text from both adapters) into `Date`, every number type into `number`
 * (PostgreSQL's counts arrive as text).
 */
function toObjects(result: SqlResultSet): Record<string, unknown>[] {
  const { columnNames, columnTypes, rows } = result;
  const objects: Record<string, unknown>[] = new Array(rows.length);
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r] as unknown[];
    const object: Record<string, unknown> = {};
    for (let i = 0; i < columnNames.length; i++) object[columnNames[i] as string] = toValue(row[i], columnTypes[i]);
    objects[r] = object;
  }
  return objects;
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
