import type { SpiceBlowEvents } from '../../../dune';
import { actionMention } from '../commands';
import { does, doTogether, their, the, theFactions } from '../factions';
import { capitalize, countDoes, list } from '../grammar';
import { cards, forces, place, spice, territory } from '../terms';
import { type EventTexts, withLosses } from './present';

const strikes = (targets: readonly (string | null)[]): string => {
  const where = list(targets.map((t) => (t ? territory(t) : 'nowhere')));
  return targets.length === 1 ? `The worm will strike ${where}` : `The worms will strike ${where}`;
};

export const spiceBlowText: EventTexts<keyof SpiceBlowEvents> = {
  'spice-blown': ({ pile, territory: t, sector, amount, placed }) =>
    placed
      ? `spice blow (pile ${pile}): ${spice(amount)} in ${place(t, sector)}.`
      : `spice blow (pile ${pile}): ${place(t, sector)} is in the storm, so no spice lands there.`,
  sandtrout: ({ pile, effect, territory: t }) =>
    effect === 'set-aside'
      ? `Sandtrout (pile ${pile}) is set aside on the first turn and shuffled back.`
      : effect === 'alliances-end'
        ? `Sandtrout (pile ${pile})! Every alliance ends at once, with no Nexus.`
        : effect === 'worm-stilled'
          ? `Shai-Hulud (pile ${pile}) meets the Sandtrout: no worm strikes, and the next spice blow is doubled.`
          : `The Sandtrout doubles the spice blow in ${territory(t ?? '')}.`,
  'thumper-played': ({ faction }) => `${does(faction, 'play')} a Thumper: Shai-Hulud answers its call.`,
  'harvester-played': ({ faction, territory: t, amount }) => `${does(faction, 'play')} a Harvester: ${spice(amount)} more in ${territory(t)}.`,
  'worm-set-aside': ({ pile }) => `Shai-Hulud (pile ${pile}) is set aside: no worm strikes on the first turn.`,
  'worms-shuffled-back': ({ worms }) => `${countDoes(worms, 'Shai-Hulud card', 'be shuffled')} back into the spice deck.`,
  'worm-appeared': ({ pile, territory: t, awaiting }) =>
    t
      ? `Shai-Hulud! A worm appears in ${territory(t)} (pile ${pile}).`
      : awaiting
        ? `Shai-Hulud! ${capitalize(does(awaiting, 'choose'))} where this worm strikes (${actionMention('worm')}).`
        : `Shai-Hulud! A worm appears (pile ${pile}), with no territory to strike.`,
  'worm-sent': ({ faction, territory: t }) => (t ? `${does(faction, 'send')} the worm to ${territory(t)}.` : 'this worm strikes nowhere.'),
  'nexus-started': ({ strikes: targets }) =>
    `Nexus! ${strikes(targets)} when it ends. Alliances may be formed (${actionMention('ally')}) and broken (${actionMention('break')}); then ${actionMention('pass', 'spice-blow')}.`,
  'nexus-passed': ({ faction }) => `${does(faction, 'are done')} with the Nexus.`,
  'nexus-ended': ({ alliances }) =>
    alliances.length ? `the Nexus ends. Alliances: ${alliances.map(theFactions).join('; ')}.` : 'the Nexus ends, with no alliances.',
  'alliance-proposed': ({ faction, with: other }) => `${does(faction, 'propose')} an alliance to ${the(other)}.`,
  'alliance-formed': ({ factions }) => `${doTogether(factions, 'are')} now allies.`,
  'alliance-broken': ({ faction, factions }) =>
    `${does(faction, 'break')} ${their(faction)} alliance with ${theFactions(factions.filter((x) => x !== faction))}.`,
  'worm-ate': ({ territory: t, destroyed, spiceLost }) =>
    destroyed.length || spiceLost.length
      ? withLosses(`the worm strikes ${territory(t)}.`, destroyed, spiceLost)
      : `the worm strikes ${territory(t)}: nothing there to eat.`,
  'worm-ride-offered': ({ faction, territory: t }) =>
    `${does(faction, 'may ride')} the worm from ${territory(t)} (${actionMention('ride')}, or ${actionMention('pass', 'spice-blow')}).`,
  'worm-ride-declined': ({ faction, territory: t }) => `${does(faction, 'do not ride')} the worm from ${territory(t)}.`,
  'worm-ridden': ({ from, territory: t, sector, forces: n, elite }) =>
    `the Fremen ride the worm from ${territory(from)} to ${place(t, sector)} with ${forces(n, elite, 'fremen')}.`,
  'spice-deck-reshuffled': ({ cards: n }) => `the spice discard piles are shuffled into a new spice deck of ${cards(n)}.`,
};
