import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

/**
 * `npm run test:weights`: copies the test files' durations of this machine's last runs (vitest's
 * results cache) into test/support/file-weights.json, the order sequencer.ts starts files in.
 * Run it after a whole `npx vitest run`, on a machine as quiet as can be had: only the
 * proportions matter, and files that wait on processes or sockets weigh more on a loaded machine.
 */
const cacheDir = new URL('../../node_modules/.vite/vitest/', import.meta.url);
const weights = new Map<string, number>();
for (const dir of readdirSync(cacheDir)) {
  const cached: { results: [string, { duration: number }][] } = JSON.parse(readFileSync(new URL(`${dir}/results.json`, cacheDir), 'utf8'));
  for (const [key, { duration }] of cached.results) weights.set(key, Math.round(duration / 100) / 10);
}
const sorted = Object.fromEntries([...weights].filter(([, s]) => s >= 1).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)));
writeFileSync(new URL('./file-weights.json', import.meta.url), `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`${Object.keys(sorted).length} files of a second or more written to test/support/file-weights.json`);
