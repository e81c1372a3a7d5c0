import type { FaceDancerEvents, FaceDancerReveal } from '../../../dune';
import { does, grammaticalNumber, the, their } from '../factions';
import { capitalize, conjugate, inWords, list } from '../grammar';
import { forces, leader, territory } from '../terms';
import type { EventTexts } from './present';

/** What each standing order does, in the player's words (also the `/hand` line, secrets.ts). */
export const REVEAL_WORDS: Readonly<Record<FaceDancerReveal, string>> = {
  always: 'reveal it at once',
  ask: 'be asked then (the battle visibly waits for you)',
  never: 'keep it secret',
};

export const faceDancerText: EventTexts<keyof FaceDancerEvents> = {
  'face-dancers-drawn': ({ faction, count, renewed }) =>
    `${does(faction, 'draw')} ${inWords(count)} ${renewed ? 'new ' : ''}secret Face Dancers from the traitor deck${renewed ? `, all of ${their(faction)} last ones revealed` : ''}.`,
  'face-dancers-dealt': ({ leaders }) =>
    `your Face Dancers: ${list(leaders.map(leader))}. Keep them secret until the winner of a battle fights with one of them.`,
  'face-dancer-revealed': (e) =>
    `${does(e.faction, 'reveal')} a Face Dancer: ${e.leader}, who led ${the(e.winner)} to victory in ${territory(e.territory)}, was theirs. ${capitalize(does(e.winner, 'take'))} ${forces(e.returned)} back to ${their(e.winner)} reserves.`,
  'face-dancer-forces-placed': (e) =>
    `${does(e.faction, 'place')} ${forces(e.forces)} in ${e.sector === null ? territory(e.territory) : `sector ${e.sector} of ${territory(e.territory)}`} in place of the winner’s, from ${e.from === null ? `${their(e.faction)} reserves` : territory(e.from)}.`,
  'face-dancer-order-set': ({ reveal }) =>
    `your Face Dancer order (only you know it): when a battle is won with one of your unrevealed Face Dancers, ${REVEAL_WORDS[reveal]}.`,
  'face-dancer-kept': ({ leader }) => `you keep ${leader} secret: your Face Dancer is not revealed, and nobody else is told why the battle waited.`,
  'face-dancer-swapped': ({ faction }) =>
    `${does(faction, 'put')} one of ${their(faction)} secret Face Dancers back into the traitor deck and ${conjugate('draw', grammaticalNumber(faction))} another.`,
  'face-dancer-swap-detail': ({ returned, drawn }) =>
    returned === drawn
      ? `you put ${leader(returned)} back and drew the same card again.`
      : `you put ${leader(returned)} back; your new Face Dancer is ${leader(drawn)}.`,
  'face-dancers-kept': ({ faction }) => `${does(faction, 'keep')} ${their(faction)} Face Dancers.`,
};
