import type { TechnologyEvents } from '../../../dune';
import { does } from '../factions';
import type { EventTexts } from './present';

export const technologyText: EventTexts<keyof TechnologyEvents> = {
  'technology-ordered': ({ cardNumber, give }) =>
    cardNumber === null
      ? 'you have no Technology order: no card of the auction will be swapped.'
      : `your Technology order (only you know it): as card ${cardNumber} is about to go up for bid, take it face down and put your ${give} in its place.`,
  'technology-used': ({ faction, cardNumber }) =>
    `${does(faction, 'use')} Technology: they take card ${cardNumber} face down into their hand and put a card of their hand in its place, up for bid.`,
  'technology-swapped': ({ cardNumber, took, gave }) => `Technology: you took card ${cardNumber}, ${took}, and put your ${gave} up for bid in its place.`,
  'technology-lapsed': ({ cardNumber, give }) =>
    `your Technology order for card ${cardNumber} lapsed: you no longer hold ${give}. Nobody else was told; card ${cardNumber} goes up for bid as it is.`,
};
