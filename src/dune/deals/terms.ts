import { fail } from '../../engine/result';
import { TREACHERY } from '../data/cards';
import { LEADERS } from '../data/factions';
import { fold, normalize } from '../names';

/** Verbs of handing something over. ("send" and "move" are left out: they are how forces ship and move.) */
const TRANSFER_VERBS = new Set([
  'give',
  'gives',
  'giving',
  'hand',
  'hands',
  'handing',
  'transfer',
  'transfers',
  'trade',
  'trades',
  'swap',
  'swaps',
  'lend',
  'lends',
  'loan',
  'sell',
  'sells',
  'exchange',
  'exchanges',
  'surrender',
  'surrenders',
]);

/** What a deal may not hand over (S002-DEAL-1, rules §15): the words, and every card and leader name. */
const FORBIDDEN = [
  'traitor',
  'traitors',
  'leader',
  'leaders',
  'force',
  'forces',
  'troop',
  'troops',
  'token',
  'tokens',
  'sardaukar',
  'fedaykin',
  'power',
  'powers',
  'ability',
  'abilities',
  'advantage',
  'advantages',
  'card',
  'cards',
  ...[...TREACHERY.values()].flatMap((k) => [k.name, ...k.aliases]),
  ...[...LEADERS.values()].flatMap((l) => [l.name, ...l.aliases]),
].map((w) => ` ${normalize(w)} `);

/** Words after a transfer verb in which the thing handed over is looked for. */
const REACH = 5;

/**
 * Refuses terms that read as a transfer of treachery cards, traitor cards, leaders, forces or
 * faction powers (S002-DEAL-1). A deal's only structured content is spice; its text may promise
 * information and future actions. The test is deliberately simple: a transfer verb followed within
 * five words by one of those things ("give you my traitor card", "trade Duncan Idaho").
 */
export function checkTerms(terms: string): void {
  for (const sentence of fold(terms).split(/[.;!?\n]+/)) {
    const words = normalize(sentence).split(' ');
    words.forEach((w, i) => {
      if (!TRANSFER_VERBS.has(w)) return;
      const after = ` ${words.slice(i + 1, i + 1 + REACH).join(' ')} `;
      const thing = FORBIDDEN.find((x) => after.includes(x));
      if (thing)
        fail(
          'forbidden-deal',
          `A deal may not transfer treachery cards, traitor cards, leaders, forces or faction powers (S002-DEAL-1); "${w}${after.trimEnd()}" reads as handing over ${thing.trim()}. Deals may cover spice, information and future actions.`,
        );
    });
  }
}
