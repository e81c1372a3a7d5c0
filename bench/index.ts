import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';

/**
 * `npm run bench`: every figure of docs/performance.md, one line each. Each part runs in its own
 * process so that one part's memory and warm caches do not colour another's.
 */
const parts: [string, string[]][] = [
  ['bench/engine.ts', ['20']],
  ['bench/battle-waits.ts', ['20']],
  ['bench/store.ts', ['10']],
  ['bench/render.ts', []],
  ['bench/latency.ts', ['100', '500']],
  ['bench/scale.ts', ['200', '30']],
  ['bench/discord.ts', ['500']],
];
console.log(`machine cores=${availableParallelism()} node=${process.version}`);
let failed = false;
for (const [file, args] of parts) {
  const run = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', file, ...args], { stdio: 'inherit' });
  if (run.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
