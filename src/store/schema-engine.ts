import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import type { SqlDriverAdapter, SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { bindMigrationAwareSqlAdapterFactory, DriverAdapterError } from '@prisma/driver-adapter-utils';
import type { SchemaEngine } from '@prisma/schema-engine-wasm';
import { type DatabaseTarget, describeTarget } from './database-url';
import { CharAsTextClient } from './driver-patches';

/**
 * Prisma's schema engine compiled to wasm (`@prisma/schema-engine-wasm`). The Prisma CLI would
 * download a native engine for `migrate`, which is impossible offline; the wasm build does the
 * same work through the store's driver adapters (better-sqlite3, pg). See docs/persistence.md.
 */
type EngineModule = typeof import('@prisma/schema-engine-wasm/schema_engine_bg');

// Node has WebAssembly as a global, but TypeScript declares it only in the DOM lib, which this
// project leaves out: the one function used, as Node defines it.
declare global {
  namespace WebAssembly {
    function instantiate(bytes: Uint8Array, imports: Record<string, unknown>): Promise<{ instance: { exports: Record<string, unknown> } }>;
  }
}

// Compiling 5 MB of wasm takes a noticeable time, so it happens once per process. The promise
// lives on globalThis rather than in a module variable because vitest re-imports modules for
// every test file within one worker process.
const cacheKey = Symbol.for('dune-pbp.schema-engine-wasm');
type GlobalWithCache = typeof globalThis & { [cacheKey]?: Promise<EngineModule> };

function loadEngineModule(): Promise<EngineModule> {
  const global = globalThis as GlobalWithCache;
  global[cacheKey] ??= instantiate();
  return global[cacheKey];
}

async function instantiate(): Promise<EngineModule> {
  // The engine reports Rust panics through this global before throwing.
  const registry = {
    message: '',
    set_message(message: string) {
      registry.message = message;
    },
  };
  Object.assign(globalThis, { PRISMA_WASM_PANIC_REGISTRY: registry });

  // Loading the glue's default entry would need `--experimental-wasm-modules`; instead we
  // instantiate the .wasm ourselves and hand its exports to the glue.
  const glue = await import('@prisma/schema-engine-wasm/schema_engine_bg');
  const packageDir = dirname(createRequire(import.meta.url).resolve('@prisma/schema-engine-wasm'));
  const bytes = await readFile(join(packageDir, 'schema_engine_bg.wasm'));
  const { instance } = await WebAssembly.instantiate(bytes, { './schema_engine_bg.js': glue });
  glue.__wbg_set_wasm(instance.exports);
  (instance.exports.__wbindgen_start as () => void)();
  return glue;
}

/**
 * Runs `work` with a schema engine connected to `target`, then releases every connection it
 * opened. For SQLite that matters: the engine switches its connection to `locking_mode=EXCLUSIVE`
 * and `free()` does not close it, so a store opened afterwards would get SQLITE_BUSY.
 */
export async function withSchemaEngine<T>(target: DatabaseTarget, work: (engine: SchemaEngine) => Promise<T>): Promise<T> {
  const glue = await loadEngineModule();
  const connections: SqlDriverAdapter[] = [];
  // The engine disposes its shadow connections itself, and a pg pool throws when ended twice.
  const track = (connection: SqlDriverAdapter): SqlDriverAdapter => {
    let disposed: Promise<void> | undefined;
    const tracked = withDispose(connection, () => (disposed ??= connection.dispose()));
    connections.push(tracked);
    return tracked;
  };
  let engine: SchemaEngine | undefined;
  try {
    engine = await glue.SchemaEngine.new({ datamodels: undefined }, ignoreLog, bindMigrationAwareSqlAdapterFactory(engineFactory(target, track)));
    return await work(engine);
  } catch (error) {
    throw new Error(`Prisma schema engine (wasm) failed on ${describeTarget(target)}: ${describe(error)}`, { cause: error });
  } finally {
    engine?.free();
    await Promise.all(connections.map((connection) => connection.dispose()));
  }
}

/** The engine calls these as free functions, so they must not depend on `this`. */
function engineFactory(target: DatabaseTarget, track: (connection: SqlDriverAdapter) => SqlDriverAdapter): SqlMigrationAwareDriverAdapterFactory {
  if (target.provider === 'sqlite') {
    const sqlite = new PrismaBetterSqlite3({ url: target.file });
    return {
      provider: sqlite.provider,
      adapterName: sqlite.adapterName,
      connect: async () => track(await sqlite.connect()),
      connectToShadowDb: async () => track(acceptScripts(await sqlite.connectToShadowDb())),
    };
  }
  const postgres = engineDriver(target.url);
  return {
    provider: postgres.provider,
    adapterName: postgres.adapterName,
    connect: async () => track(wholeScripts(await postgres.connect())),
    connectToShadowDb: async () => track(await postgresShadow(target.url)),
  };
}

type PgConnection = Awaited<ReturnType<PrismaPg['connect']>>;

/** PrismaPg for the engine: on a pool whose connections report `"char"` columns as text. */
function engineDriver(url: string): PrismaPg {
  return new PrismaPg(new pg.Pool({ connectionString: url, Client: CharAsTextClient }), { disposeExternalPool: true });
}

/**
 * A scratch database on the same server, dropped when the engine lets go of it. (PrismaPg's own
 * `connectToShadowDb` does the same but never closes the pool it drops the database with, which
 * keeps a process alive after migrating.)
 */
async function postgresShadow(url: string): Promise<SqlDriverAdapter> {
  const admin = await engineDriver(url).connect();
  const name = `prisma_shadow_${randomUUID().replaceAll('-', '')}`;
  try {
    await admin.executeScript(`CREATE DATABASE "${name}"`);
  } catch (error) {
    await admin.dispose();
    throw error;
  }
  const shadowUrl = new URL(url);
  shadowUrl.pathname = `/${name}`;
  const shadow = await engineDriver(shadowUrl.toString()).connect();
  return withDispose(wholeScripts(shadow), async () => {
    await shadow.dispose();
    try {
      await admin.executeScript(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    } finally {
      await admin.dispose();
    }
  });
}

/**
 * PrismaPg's `executeScript` splits a script at every `;`, inside comments, string literals and
 * function bodies too, so a migration with a `;` in a comment fails ("syntax error at or near
 * …"); the engine runs every migration.sql through it. Sent whole (the simple query protocol), a
 * script runs as the native engine runs it, and atomically: PostgreSQL runs a multi-statement
 * simple query in one implicit transaction.
 */
function wholeScripts(connection: PgConnection): SqlDriverAdapter {
  return {
    ...delegate(connection),
    executeScript: async (script) => {
      try {
        await connection.underlyingDriver().query(script);
      } catch (error) {
        const e = error as { code?: string; severity?: string; message?: string; detail?: string; column?: string; hint?: string };
        throw new DriverAdapterError({
          kind: 'postgres',
          code: e.code ?? 'N/A',
          severity: e.severity ?? 'N/A',
          message: e.message ?? String(error),
          detail: e.detail,
          column: e.column,
          hint: e.hint,
        });
      }
    },
  };
}

/**
 * When the engine replays migrations on its SQLite shadow database it sends each migration.sql
 * through `executeRaw`, and better-sqlite3 refuses more than one statement per call;
 * `executeScript` runs a whole script.
 */
function acceptScripts(connection: SqlDriverAdapter): SqlDriverAdapter {
  return {
    ...delegate(connection),
    executeRaw: async (query) => {
      try {
        return await connection.executeRaw(query);
      } catch (error) {
        if (query.args.length > 0 || !/more than one statement/i.test(describe(error))) throw error;
        await connection.executeScript(query.sql);
        return 0;
      }
    },
  };
}

function withDispose(connection: SqlDriverAdapter, dispose: () => Promise<void>): SqlDriverAdapter {
  return { ...delegate(connection), dispose };
}

/** The connection's methods bound to it: the adapters are classes, and the engine calls them unbound. */
function delegate(connection: SqlDriverAdapter): SqlDriverAdapter {
  const info = connection.getConnectionInfo?.bind(connection);
  return {
    provider: connection.provider,
    adapterName: connection.adapterName,
    queryRaw: (query) => connection.queryRaw(query),
    executeRaw: (query) => connection.executeRaw(query),
    executeScript: (script) => connection.executeScript(script),
    startTransaction: (isolationLevel) => connection.startTransaction(isolationLevel),
    dispose: () => connection.dispose(),
    ...(info && { getConnectionInfo: info }),
  };
}

// The engine's log lines (JSON) repeat what its results and errors already tell us.
function ignoreLog(): void {}

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'object' && error !== null) return JSON.stringify(error);
  return String(error);
}
