import { commandOf, COMMAND_GROUPS, subcommandsOf } from '../src/bot/command-groups';
import { type ArgOptions, decisionsFor, type FactionId, optionsFor, phaseTitle, preview } from '../src/dune';
import { commandsReference } from '../src/dune/reference';
import { createGame } from '../src/dune/create';
import { sealState } from '../src/dune/inspect';
import { RandomPlayer } from '../src/sim/random-player';

/**
 * docs/commands.md: the rules' reference of every action (src/dune/actions/reference.ts), then the
 * slash commands that type them, then a transcript of each decision taken by click, from a seeded
 * game — all generated, so that none of it can drift from the code (test/docs.test.ts checks it).
 */
export function commandsDoc(): string {
  return [commandsReference(), '', ...slashCommands(), ...transcripts()].join('\n');
}

function slashCommands(): string[] {
  const lines = [
    '## Slash commands',
    '',
    'The actions above are typed as subcommands, one command per phase (`/game`, `/hand` and `/mod` are',
    "the bot's own). Option names are the argument names in lowercase with dashes (`fromSector` is",
    '`from-sector`). `/hand` and the one-player decisions (`/battle plan`, `/storm dial`, `/setup traitor`,',
    '`/setup predict`) also work in a DM with the bot, with a `game` option when you sit in several games.',
    '',
    '| command | action | phases |',
    '|---|---|---|',
  ];
  for (const group of COMMAND_GROUPS)
    for (const sub of subcommandsOf(group)) {
      const phases = [...new Set(sub.specs.flatMap((s) => s.phases))].map((p) => (p === 'any' ? 'any phase' : phaseTitle(p)));
      lines.push(`| \`/${group.command} ${sub.name}\` | \`${sub.action}\` | ${phases.join(', ')} |`);
    }
  return [...lines, ''];
}

const SEATS: FactionId[] = ['atreides', 'harkonnen', 'fremen', 'bene-gesserit', 'emperor', 'spacing-guild'];
/** Menus list this many options in the transcript, then say how many more. */
const SHOWN = 6;

const shown = (o: ArgOptions): string => {
  if (o.kind === 'range') return `${o.min} to ${o.max}`;
  if (o.kind === 'text') return `${o.label} (up to ${o.maxLength} characters)`;
  if (o.kind === 'none') return `none: ${o.reason}`;
  const labels = o.options.slice(0, SHOWN).map((x) => x.label);
  return `${labels.join(' · ')}${o.options.length > SHOWN ? ` · … (${o.options.length} in all)` : ''}`;
};

const first = (o: ArgOptions): unknown => (o.kind === 'list' ? o.options[0]?.value : o.kind === 'range' ? o.min : 'Will you support me?');

/** One transcript per action: the first time a seat of a seeded six-faction game may take it. */
function transcripts(): string[] {
  const lines = [
    '## Decisions by click',
    '',
    'Every answer of the bot to a seated player carries buttons for what that seat may do now; a',
    'button whose decision needs more asks each argument with a select menu of its legal values only',
    '(free text, such as a deal’s terms or a Truthtrance question, with a button that opens a form),',
    'then shows what the action will do and a **Confirm** button. The bidding card has public',
    'buttons (the next bids, `Bid…`, `Pass`). Transcripts from a seeded six-faction game:',
    '',
  ];
  const created = createGame({ seats: SEATS, options: { rules: 'advanced' }, seed: 14 });
  if (!created.ok) throw new Error(created.error.message);
  let s = created.value.state;
  const player = new RandomPlayer(14);
  const done = new Set<string>();
  for (let moves = 0; s.phase !== 'ended' && moves < 3000; moves++) {
    const outer = sealState(s);
    for (const seat of s.factions)
      for (const d of decisionsFor(outer, seat)) {
        if (done.has(d.action)) continue;
        done.add(d.action);
        const buttons = decisionsFor(outer, seat).map((x) => `[${x.label}]`);
        lines.push(`### ${d.label} — \`${typedName(d.action, s.phase)}\``, '', '```');
        lines.push(`${seat}, ${phaseTitle(s.phase)} of turn ${s.turn}: ${buttons.join(' ')}`);
        lines.push(`click [${d.label}]${d.summary ? `: ${d.summary}` : ''}`);
        const chosen: Record<string, unknown> = { ...(d.preset ?? {}) };
        for (const arg of d.args) {
          const o = optionsFor(outer, seat, d.action, chosen, arg);
          lines.push(`  ${o.kind === 'text' ? 'form' : 'menu'} ${arg}: ${shown(o)}`);
          chosen[arg] = first(o);
        }
        const p = preview(outer, seat, { do: d.action, args: chosen });
        lines.push(p.ok ? `  ${p.text}` : `  ❌ ${p.error.message}`, d.args.length > 0 ? '  [Confirm]' : '  (applied at once)', '```', '');
      }
    const move = player.step(s) ?? player.step(s);
    if (!move?.result.ok) break;
    s = move.result.value.state;
  }
  return lines;
}

const typedName = (action: string, phase: string): string => {
  const { command, subcommand } = commandOf(action, phase === 'ended' ? undefined : (phase as Parameters<typeof commandOf>[1]));
  return `/${command} ${subcommand}`;
};
