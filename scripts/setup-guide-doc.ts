import { COMMAND_GROUPS, subcommandsOf } from '../src/bot/command-groups';
import { INVITE_PERMISSION_BITS, INVITE_PERMISSIONS, inviteUrl } from '../src/bot/invite';

/**
 * The generated parts of docs/play-in-your-server.md, each between an opening and a closing
 * comment, so that the guide cannot drift from the code (test/docs.test.ts checks them; `npm run
 * docs:commands` writes them).
 */
export const GUIDE_PARTS: Readonly<Record<string, () => string>> = {
  invite: inviteSection,
  commands: commandsSection,
};

/** The actions' slash commands, one line per command with its subcommands (src/bot/command-groups.ts). */
function commandsSection(): string {
  return COMMAND_GROUPS.map(
    (group) =>
      `   - \`/${group.command}\` ${subcommandsOf(group)
        .map((sub) => `\`${sub.name}\``)
        .join(', ')}: ${group.description}`,
  ).join('\n');
}

/** The invite's permissions with why each is asked for, and its URL (src/bot/invite.ts). */
function inviteSection(): string {
  return [
    '| Permission | Why |',
    '| --- | --- |',
    ...INVITE_PERMISSIONS.map((p) => `| ${p.name} | ${p.why} |`),
    '',
    `Or fill in your application id in this URL (permissions \`${INVITE_PERMISSION_BITS}\` = the list above):`,
    '',
    '```',
    inviteUrl('YOUR_APPLICATION_ID'),
    '```',
  ].join('\n');
}

const opening = (name: string): string => `<!-- generated: ${name} (npm run docs:commands) -->`;
const CLOSING = '<!-- end of generated part -->';

/** The guide with each generated part written anew; throws if a part's markers are missing. */
export function withGeneratedParts(guide: string): string {
  let out = guide;
  for (const [name, make] of Object.entries(GUIDE_PARTS)) {
    const start = out.indexOf(opening(name));
    const end = out.indexOf(CLOSING, start);
    if (start < 0 || end < 0) throw new Error(`docs/play-in-your-server.md has no generated part "${name}"`);
    out = `${out.slice(0, start)}${opening(name)}\n${make()}\n${out.slice(end)}`;
  }
  return out;
}
