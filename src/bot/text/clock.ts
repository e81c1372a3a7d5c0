import type { FactionId } from '../../dune';
import { discordTime } from '../discord-time';
import { quietHoursText } from '../quiet-hours';
import { capitalize, conjugate, list } from './grammar';
import { does, grammaticalNumber, the, their } from './factions';

/** Every word the decision clock says (docs/deadlines.md). */

/** What the clock's safe default of each decision kind does, as a verb phrase of the faction ("pass"). */
const DUNE_DEFAULTS: Readonly<Record<string, (f: FactionId) => string>> = {
  pass: () => 'pass',
  dial: () => 'dial the lowest storm dial',
  traitor: () => 'keep a traitor picked at random',
  predict: () => 'make a prediction at random',
  'keep-card': () => 'keep the first starting card drawn',
  place: (f) => `place ${their(f)} starting forces where the rules first allow`,
  charity: () => 'claim CHOAM Charity',
  revive: () => 'take the free revival only',
  stay: (f) => `leave ${their(f)} advisors and fighters as they are`,
  'no-advisor': () => 'send no spiritual advisor',
  'no-voice': () => 'use no Voice',
  battle: () => 'fight the first battle listed',
  plan: () => 'fight with the plan that spends nothing: the weakest leader, no cards, dial 0',
  keep: () => 'keep or discard cards as the rules first allow',
  'give-back': () => 'give back the first card offered',
};

export const clockWords = {
  /** "⏰ The Harkonnen did not answer in time: they pass." */
  timedOut(f: FactionId, kind: string, label: string, away: boolean): string {
    const verb = DUNE_DEFAULTS[kind]?.(f) ?? `take “${label}”`;
    const number = grammaticalNumber(f);
    const subject = f === 'spacing-guild' ? 'it' : number === 'plural' ? 'they' : the(f);
    const why = away ? capitalize(does(f, 'be away')) : `${capitalize(the(f))} did not answer in time`;
    return `⏰ ${why}: ${subject} ${conjugate(verb, number)}.`;
  },
  /** A secret decision ran out: the table may not learn whose it was. */
  secretTimedOut: '⏰ A decision the table does not see ran out of time: the clock took its safe default.',
  raceTimedOut: (seatName: string, away: boolean): string =>
    `⏰ ${seatName} ${away ? 'is away' : 'did not play in time'}: the turn ends with the plan as it stood (or with no move).`,
  moderatorsPinged: (role: string | null, names: readonly string[], deadline: Date): string =>
    `⏰ ${role ? `<@&${role}>` : 'Moderators'}: ${list(names)} did not answer by ${discordTime(deadline.toISOString())} and this game's safe defaults are off. ` +
    'Move it on with `/mod` (or turn the defaults on with `/mod deadlines`).',
  /** The line under a whose-turn post. */
  deadline: (at: Date): string => `Deadline ${discordTime(at.toISOString())}.`,
  dmDeadline: (at: Date): string => `⏰ Decide by ${discordTime(at.toISOString())}; after that the clock takes the safe default for you.`,
  reminder: (line: string, deadline: Date): string =>
    `⏰ Reminder: ${line.replace(/^(⏳ |⏰ Reminder: )/, '')}\nDeadline ${discordTime(deadline.toISOString())}; then the clock decides.`,
  created: (decisionHours: number, planHours: number, quiet: string | null): string =>
    `deadlines ${decisionHours} h a decision, ${planHours} h a battle plan${quiet ? `; quiet hours ${quietHoursText(quiet)} (no pings, reminders wait)` : ''}`,
};
