import { readFileSync, writeFileSync } from 'node:fs';
import { commandsDoc } from './commands-doc';
import { withGeneratedParts } from './setup-guide-doc';

writeFileSync(new URL('../docs/commands.md', import.meta.url), `${commandsDoc()}\n`);
console.log('wrote docs/commands.md');
const guide = new URL('../docs/play-in-your-server.md', import.meta.url);
writeFileSync(guide, withGeneratedParts(readFileSync(guide, 'utf8')));
console.log('wrote the generated parts of docs/play-in-your-server.md');
