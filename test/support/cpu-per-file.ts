import { appendFileSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';

/**
 * Opt-in (TEST_CPU_LOG=path, vitest.config.ts): appends one JSON line per test file with the
 * processor time its worker process spent, and its waited-for child processes. Wall times on a
 * machine shared with other work say little; processor time per file is what `npm test`'s
 * length on a quiet machine is estimated from (docs/performance.md, "Test suite time").
 * Each file runs in a fresh process (pool `forks`, isolated), so the totals are the file's own.
 */
const log = process.env.TEST_CPU_LOG as string;
const seconds = ({ user, system }: NodeJS.CpuUsage) => (user + system) / 1e6;
/** Processor seconds of the child processes this one has waited for (Linux: /proc/self/stat's cutime and cstime). */
function children(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

let file = '';
let beforeTests = 0;
beforeAll(() => {
  file = relative(process.cwd(), expect.getState().testPath ?? '');
  beforeTests = seconds(process.cpuUsage());
});
afterAll(() => {
  const line = {
    file,
    project: process.env.TEST_DATABASE ?? 'sqlite',
    importSeconds: beforeTests,
    cpuSeconds: seconds(process.cpuUsage()),
    childSeconds: children(),
  };
  appendFileSync(log, `${JSON.stringify(line)}\n`);
});
