import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The modules each file of `folder` imports, as paths relative to src/ (node: modules kept as they are). */
function importsOf(folder: string): { file: string; imported: string }[] {
  const dir = new URL(`../../src/${folder}/`, import.meta.url);
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.ts'))
    .flatMap((file) => {
      const source = readFileSync(new URL(file, dir), 'utf8');
      return [...source.matchAll(/^\s*(?:import|export)\b[^'"]*?from\s+'([^']+)'/gm)].map((m) => {
        const spec = m[1] as string;
        const resolved = spec.startsWith('.') ? new URL(spec, new URL(file, dir)).pathname.split('/src/')[1] : spec;
        return { file: `${folder}/${file}`, imported: resolved ?? spec };
      });
    });
}

describe('imports', () => {
  it('src/race is built on src/engine alone', () => {
    const outside = importsOf('race').filter(({ imported }) => !imported.startsWith('race/') && !imported.startsWith('engine/'));
    expect(outside).toEqual([]);
    expect(importsOf('race').some(({ imported }) => imported.startsWith('engine/'))).toBe(true);
  });

  it('src/engine imports neither game', () => {
    expect(importsOf('engine').filter(({ imported }) => !imported.startsWith('engine/'))).toEqual([]);
  });
});
