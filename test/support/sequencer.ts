import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Longest files first, across both projects, so that the two workers finish together: the suite
 * ends when its last file does, and a long file started last keeps one worker busy alone. Vitest
 * orders by the durations it cached on this machine, but a fresh clone (CI) has no cache, and
 * then it runs the largest files first: the four-line random-play files (minutes each) came last.
 * `file-weights.json` holds each file's share of a measured run (`npm run test:weights`); a file it
 * does not list weighs what this machine's cache says, else nothing (vitest's order among those).
 */
const WEIGHTS: Readonly<Record<string, number>> = JSON.parse(readFileSync(new URL('./file-weights.json', import.meta.url), 'utf8'));

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const byVitest = await super.sort(files);
    const weight = (spec: TestSpecification): number => {
      const key = `${spec.project.name}:${relative(this.ctx.config.root, spec.moduleId)}`;
      return WEIGHTS[key] ?? (this.ctx.cache.getFileTestResults(key)?.duration ?? 0) / 1000;
    };
    // Array.prototype.sort is stable: files of equal weight keep vitest's order.
    return byVitest
      .map((spec) => ({ spec, weight: weight(spec) }))
      .sort((a, b) => b.weight - a.weight)
      .map(({ spec }) => spec);
  }
}
