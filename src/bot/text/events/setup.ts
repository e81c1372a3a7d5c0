import type { Variant } from '../../../dune';
import { actionMention } from '../commands';
import type { SetupEvents } from '../../../dune';
import { does, their, theFactions } from '../factions';
import { count, inWords, list } from '../grammar';
import { card, forces, leader, place } from '../terms';
import { sealText } from '../seal';
import type { EventTexts } from './present';

const VARIANT_NAMES: Readonly<Record<Variant, string>> = { 'increased-spice-flow': 'increased spice flow', 'stronghold-control': 'stronghold control' };

export const setupText: EventTexts<keyof SetupEvents> = {
  'game-created': ({ factions, options, commitment }) => {
    const variants = options.variants.length ? `, with ${list(options.variants.map((v) => VARIANT_NAMES[v]))}` : '';
    return `a game of Dune begins: ${theFactions(factions)} take their seats around the board, in that order. ${options.rules === 'basic' ? 'Basic' : 'Advanced'} rules, ${count(options.turns, 'turn')}${variants}.${commitment ? ` ${sealText(commitment)}` : ''}`;
  },
  'traitors-dealt': ({ leaders, kept }) =>
    kept
      ? `you keep all ${inWords(leaders.length)} of your traitor cards: ${list(leaders.map(leader))}.`
      : `your ${inWords(leaders.length)} traitor cards: ${list(leaders.map(leader))}. Keep one of them with ${actionMention('traitor')}.`,
  'cards-dealt': ({ cards }) => `your treachery ${cards.length === 1 ? 'card' : 'cards'}: ${list(cards.map(card), 'none')}.`,
  'traitor-chosen': ({ faction }) => `${does(faction, 'have chosen')} ${their(faction)} traitor.`,
  'traitor-kept': ({ leader }) => `you keep ${leader} as your traitor.`,
  'starting-cards-seen': ({ cards }) =>
    `the starting treachery cards drawn, one for each faction: ${list(cards.map(card))}. Keep one with ${actionMention('keep-card')}; the others go face down, one to each other faction.`,
  'starting-card-kept': ({ faction }) =>
    `${does(faction, 'have kept')} one of the starting treachery cards; the others are dealt face down, one to each other faction.`,
  'prediction-made': () => 'the Bene Gesserit have made their secret prediction.',
  'prediction-recorded': ({ faction, turn }) => `your prediction: ${does(faction, 'win')} on turn ${turn}.`,
  'forces-placed': (e) =>
    'advisor' in e
      ? `${does(e.faction, 'place')} ${forces(e.forces)} in ${place(e.territory, e.sector)}${e.advisor ? ' as an advisor' : ''}.`
      : `${does(e.faction, 'place')} ${forces(e.forces, e.elite, e.faction)} in ${place(e.territory, e.sector)}.`,
};
