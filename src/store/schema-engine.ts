import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import type { SqlDriverAdapter, SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';
import type { SchemaEngine } from '@prisma/schema-engine-wasm';

/**
 * Prisma's schema engine compiled to wasm (`@prisma/schema-engine-wasm`). The Prisma CLI would
 * download a native engine for `migrate`, which is impossible offline; the wasm build does the
 * same work through our better-sqlite3 driver adapter. See docs/persistence.md.
 */
type EngineModule = typeof import('@prisma/schema-engine-wasm/schema_engine_bg');

// TypeScript declares the WebAssembly functions only in the DOM lib, which this project leaves out.
interface WasmApi {
  instantiate(bytes: Uint8Array, imports: Record<string, unknown>): Promise<{ instance: { exports: Record<string, unknown> } }>;
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
  const { WebAssembly } = globalThis as unknown as { WebAssembly: WasmApi };
  const { instance } = await WebAssembly.instantiate(bytes, { './schema_engine_bg.js': glue });
  glue.__wbg_set_wasm(instance.exports);
  (instance.exports.__wbindgen_start as () => void)();
  return glue;
}

/**
 * Runs `work` with a schema engine connected to the SQLite file `databaseFile`, then releases
 * every connection it opened: the engine switches its connection to `locking_mode=EXCLUSIVE` and
 * `free()` does not close it, so a Prisma client opened afterwards would get SQLITE_BUSY.
 */
export async function withSchemaEngine<T>(databaseFile: string, work: (engine: SchemaEngine) => Promise<T>): Promise<T> {
  const glue = await loadEngineModule();
  const connections: SqlDriverAdapter[] = [];
  const sqlite = new PrismaBetterSqlite3({ url: databaseFile });
  const track = (connection: SqlDriverAdapter): SqlDriverAdapter => {
    connections.push(connection);
    return connection;
  };
  // The engine calls these as free functions, so they must not depend on `this`.
  const factory: SqlMigrationAwareDriverAdapterFactory = {
    provider: sqlite.provider,
    adapterName: sqlite.adapterName,
    connect: async () => track(await sqlite.connect()),
    connectToShadowDb: async () => track(acceptScripts(await sqlite.connectToShadowDb())),
  };
  const engine = await glue.SchemaEngine.new({ datamodels: undefined }, ignoreLog, bindMigrationAwareSqlAdapterFactory(factory));
  try {
    return await work(engine);
  } catch (error) {
    throw new Error(`Prisma schema engine (wasm) failed on ${databaseFile}: ${describe(error)}`, { cause: error });
  } finally {
    engine.free();
    await Promise.all(connections.map((connection) => connection.dispose()));
  }
}

// The engine's log lines (JSON) repeat what its results and errors already tell us.
function ignoreLog(): void {}

/**
 * When the engine replays migrations on its shadow database it sends each migration.sql through
 * `executeRaw`, and better-sqlite3 refuses more than one statement per call; `executeScript`
 * runs a whole script.
 */
function acceptScripts(connection: SqlDriverAdapter): SqlDriverAdapter {
  return {
    provider: connection.provider,
    adapterName: connection.adapterName,
    queryRaw: (query) => connection.queryRaw(query),
    executeRaw: async (query) => {
      try {
        return await connection.executeRaw(query);
      } catch (error) {
        if (query.args.length > 0 || !/more than one statement/i.test(describe(error))) throw error;
        await connection.executeScript(query.sql);
        return 0;
      }
    },
    executeScript: (script) => connection.executeScript(script),
    startTransaction: (isolationLevel) => connection.startTransaction(isolationLevel),
    dispose: () => connection.dispose(),
  };
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'object' && error !== null) return JSON.stringify(error);
  return String(error);
}
