import type { TechTokenEvents } from '../../../dune';
import { does, the } from '../factions';
import { list } from '../grammar';
import { spice } from '../terms';
import type { EventTexts } from './present';

export const techTokenText: EventTexts<keyof TechTokenEvents> = {
  'tech-tokens-handed-out': ({ holders }) =>
    `the Tech Tokens are handed out, in front of each shield: ${list(
      holders.map((h) => `${h.token} to ${the(h.faction)}`),
      'none',
    )}.`,
  'tech-income': ({ faction, token, amount }) =>
    `${token} produced this phase: ${does(faction, 'take')} ${spice(amount)} from the bank, one per Tech Token held.`,
  'tech-token-taken': ({ faction, from, token }) => `${does(faction, 'take')} ${token} from ${the(from)}, the Tech Token won in battle.`,
};
