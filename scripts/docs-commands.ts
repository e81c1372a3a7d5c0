import { writeFileSync } from 'node:fs';
import { commandsDoc } from './commands-doc';

writeFileSync(new URL('../docs/commands.md', import.meta.url), `${commandsDoc()}\n`);
console.log('wrote docs/commands.md');
