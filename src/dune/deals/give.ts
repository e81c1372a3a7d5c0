import { check } from '../../engine/result';
import { defineAction } from '../actions/spec';
import { spiceOf, transferSpice } from '../board';
import { factionName } from '../data/factions';
import { checkUncommitted } from './ally-support';
import { agrees } from '../victory/describe';

/**
 * Spice given to another player, at once and behind their shield (S002-DEAL-6: any player to any
 * other, at any time, for any purpose; neither the transfer nor the amount is announced). The
 * ruling outweighs rules §14.2, under which allies may not give each other spice except the
 * Emperor (S001-BID-9, still true under it). A card bought with given spice is paid to the
 * Emperor as any other (S001-BID-8).
 */
export const give = defineAction({
  name: 'give',
  summary: 'Give spice to another player, at any time; only the two of you are told.',
  phases: ['any'],
  args: [
    { name: 'to', type: 'faction', required: true, description: 'the player who receives the spice' },
    { name: 'amount', type: 'count', required: true, min: 1, description: 'how much spice' },
  ],
  errors: ['not-in-game', 'own-gift', 'not-enough-spice', 'spice-committed'],
  outOfTurn: true,
  handler: (s, f, { to, amount }, ctx) => {
    check(s.factions.includes(to), 'not-in-game', `The ${factionName(to)} ${agrees(to, 'are')} not playing in this game.`);
    check(to !== f, 'own-gift', 'Spice is given to another player.');
    check(amount <= spiceOf(s, f), 'not-enough-spice', `The ${factionName(f)} ${agrees(f, 'have')} ${spiceOf(s, f)} spice and cannot give ${amount}.`);
    checkUncommitted(s, f, amount);
    transferSpice(s, f, to, amount, `giving ${amount} spice`);
    ctx.emit({ type: 'spice-given', to: [f, to], faction: f, recipient: to, amount });
  },
});
