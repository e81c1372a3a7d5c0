import { writeFileSync } from 'node:fs';
import { commandsReference } from '../src/dune/actions/reference';

writeFileSync(new URL('../docs/commands.md', import.meta.url), `${commandsReference()}\n`);
console.log('wrote docs/commands.md');
