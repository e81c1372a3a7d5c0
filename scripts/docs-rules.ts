import { writeFileSync } from 'node:fs';
import { rulesTable } from './rules-table';

writeFileSync(new URL('../docs/rules-table.md', import.meta.url), `${rulesTable()}\n`);
console.log('wrote docs/rules-table.md');
