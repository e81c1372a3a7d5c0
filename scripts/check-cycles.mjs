// Import cycles counting type imports: `madge --circular` alone skips `import type`, yet a type
// cycle still ties the floor (state, events, vocabulary) to the rules above it.
import madge from 'madge';

const roots = process.argv.slice(2).filter((arg) => arg !== '--list');
const result = await madge(roots.length > 0 ? roots : ['src'], {
  fileExtensions: ['ts'],
  tsConfig: 'tsconfig.json',
  excludeRegExp: [/generated/],
  detectiveOptions: { ts: { skipTypeImports: false } },
});
const cycles = result.circular();
if (process.argv.includes('--list')) for (const cycle of cycles) console.log(cycle.join(' > '));
if (cycles.length > 0) {
  console.error(`${cycles.length} import cycle(s) counting type imports; run node scripts/check-cycles.mjs --list`);
  process.exit(1);
}
console.log('No import cycles, counting type imports.');
