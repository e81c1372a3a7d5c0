import { factionName, leader as leaderData } from '../data/factions';
import { MAP_TERRITORY_IDS } from '../data/map';
import { traitorLeader, traitorName } from '../data/traitors';
import { hooksOf } from '../factions';
import { of } from '../state';
import { predict } from '../factions/bene-gesserit/predict';
import { place, traitor } from '../phases/setup';
import { choiceArg, countArg, eliteArg, factionArg, picked, sectorArg, span, territoryArg } from './args';
import { form } from './form';
import { count, forces, leaderWithStrength, piece, the } from './labels';
import { offer } from './search';
import type { Decider, Form, Seat } from './types';
import type { SetupStep } from '../shape/phase-state';

/** Setup: the traitor kept, a secret decided at setup (the Bene Gesserit prediction), starting forces placed (the Fremen's, the Bene Gesserit's). */

const setupStep = (k: Seat): SetupStep | undefined => (k.s.step.phase === 'setup' ? k.s.step : undefined);

const traitorForm = form(traitor, {
  args: () => [
    choiceArg('leader', (k) =>
      (setupStep(k)?.traitorOffers[k.f] ?? []).map((card) => {
        const l = traitorLeader(card);
        return l
          ? { value: card, label: leaderWithStrength(l), description: `a leader of ${the(leaderData(l).faction)}` }
          : { value: card, label: traitorName(card), description: 'betrays a Cheap Hero or Heroine' };
      }),
    ),
  ],
  describe: (_k, a) => `Keep ${a.leader ? traitorName(a.leader) : 'a leader'} as your traitor.`,
});

const predictForm = form(predict, {
  args: () => [
    factionArg('faction', (k) => k.s.factions.filter((f) => f !== k.f)),
    countArg('turn', (k) => span(1, k.s.options.turns, 'The turn on which they win')),
  ],
  describe: (_k, a) => `Predict secretly that ${a.faction ? the(a.faction) : 'a faction'} will win on turn ${a.turn}.`,
});

/** A faction's own starting forces go where its power says (the Fremen's); a last starting force anywhere (the Advanced Bene Gesserit's). */
const placeForm = form(place, {
  // The Bene Gesserit wait for the Fremen's placement wherever they would place.
  gates: ['not-yet'],
  args: (k) =>
    hooksOf(k.f).startingForces
      ? [
          territoryArg('territory', (kk) => hooksOf(kk.f).startingForces?.where ?? []),
          sectorArg('sector', (a) => a.territory),
          countArg('forces', (kk) => span(1, setupStep(kk)?.fremenToPlace ?? 0, 'How many forces start there')),
          eliteArg((kk) => of(kk.s.reserves, kk.f)),
        ]
      : [territoryArg('territory', () => MAP_TERRITORY_IDS), sectorArg('sector', (a) => a.territory)],
  describe: (k, a) => {
    const where = a.territory ? piece(a.territory, a.sector) : 'the territory';
    if (!hooksOf(k.f).startingForces) return `Place your starting force in ${where}.`;
    const n = picked(a.forces) ?? setupStep(k)?.fremenToPlace ?? 0;
    return `Place ${forces(k.f, n, picked(a.elite))} in ${where}.`;
  },
});

export const setupForms: readonly Form[] = [traitorForm, predictForm, placeForm];

export const setupDecisions: Decider = (k) => {
  const st = setupStep(k);
  if (!st) return [];
  const others = k.s.factions.filter((f) => f !== k.f).map(factionName);
  const own = hooksOf(k.f).startingForces;
  const last = hooksOf(k.f).lastStartingForce;
  return [
    ...(st.traitorOffers[k.f]
      ? offer(k, traitorForm, { label: 'Keep a traitor', summary: 'Keep one of the four traitor cards you were dealt; the other three go back.' })
      : []),
    ...(hooksOf(k.f).setupSecret?.kept === 'prediction' && hooksOf(k.f).setupSecret?.made(k.s) === false
      ? offer(k, predictForm, { label: 'Predict the winner', summary: `Secretly name the winner (${others.join(', ')}) and the turn of their victory.` })
      : []),
    ...(own && st.fremenToPlace > 0
      ? offer(k, placeForm, { label: 'Place starting forces', summary: `${count(st.fremenToPlace, 'force')} left to place in ${own.whereInWords}.` })
      : []),
    ...(last && st.bgToPlace ? offer(k, placeForm, { label: 'Place your starting force', summary: last.summary }) : []),
  ];
};
