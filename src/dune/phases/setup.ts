import { cloneJson } from '../../engine/clone';
import { check, fail } from '../../engine/result';
import { Rng } from '../../engine/rng';
import { defineAction, type ActionSpec } from '../actions/spec';
import { placeForces, occupants, subtract, total } from '../board';
import { faction as factionData, factionName, leader } from '../data/factions';
import { territory } from '../data/map';
import { hooksOf } from '../factions';
import { isAdvanced } from '../options';
import { resolvePiece } from '../pieces';
import type { DuneEvent } from '../events';
import { of, type DuneState, type FactionId } from '../state';
import { type Awaited, secretOnly } from './awaited';
import type { PhaseModule } from './phase-module';
import type { SetupStep } from '../shape/phase-state';

const step = (s: DuneState): SetupStep => {
  if (s.step.phase !== 'setup') throw new Error('not in setup');
  return s.step;
};

function pending(s: DuneState): Awaited[] {
  const st = step(s);
  const out: Awaited[] = [];
  if (s.factions.includes('bene-gesserit') && !s.prediction) out.push({ f: 'bene-gesserit', what: 'make their secret prediction (`predict`)', secret: true });
  for (const f of s.factions) if (st.traitorOffers[f]) out.push({ f, what: 'keep one of their four traitor cards (`traitor`)', secret: true });
  const placer = startingPlacer(s);
  if (placer && st.fremenToPlace > 0) out.push({ f: placer, what: `place their ${st.fremenToPlace} remaining starting forces (\`place\`)` });
  else if (st.bgToPlace) out.push({ f: 'bene-gesserit', what: 'place their starting force (`place`), after the Fremen' });
  return out;
}

const TRAITORS_DEALT = 4;

/**
 * Deals four traitor cards to each faction from the top of the traitor deck, in seating order:
 * the Harkonnen keep all four, the Tleilaxu get none, the others are offered theirs to keep one.
 * Returns the private events telling each faction its cards.
 */
export function dealTraitors(s: DuneState, rng: Rng): DuneEvent[] {
  const st = step(s);
  const events: DuneEvent[] = [];
  for (const f of dealtTraitors(s)) {
    const dealt = s.decks.traitors.splice(0, TRAITORS_DEALT);
    const kept = factionData(f).traitorsKept >= dealt.length;
    if (kept) s.traitors[f] = dealt;
    else st.traitorOffers[f] = dealt;
    events.push({ type: 'traitors-dealt', to: [f], leaders: dealt, kept });
  }
  if (Object.keys(st.traitorOffers).length === 0) events.push(...traitorsPicked(s, rng));
  return events;
}

/** The factions dealt traitor cards at setup: all but those who keep none (the Tleilaxu, TLX-1). */
export const dealtTraitors = (s: DuneState): FactionId[] => s.factions.filter((f) => factionData(f).traitorsKept > 0);

/** Every traitor is picked: a faction that draws from the traitor deck now does (the Tleilaxu's Face Dancers, TLX-1). */
export const traitorsPicked = (s: DuneState, rng: Rng): DuneEvent[] => s.factions.flatMap((f) => hooksOf(f).traitorsPicked?.(s, f, rng) ?? []);

function finishIfDone(s: DuneState, ctx: { endPhase(): void; emit: (e: never) => void }): void {
  if (pending(s).length === 0) ctx.endPhase();
}

export const setupPhase: PhaseModule = {
  phase: 'setup',
  enter: () => {
    // The step is built by createGame; nothing is automatic here.
  },
  waitingFor: (s) => [...new Set(pending(s).map((p) => p.f))],
  decidingInPrivate: (s) => secretOnly(pending(s)),
  expecting: (s) =>
    `Setup: waiting for ${pending(s)
      .map((p) => `${factionName(p.f)} to ${p.what}`)
      .join('; ')}.`,
  publicStep: (s) => ({
    fremenToPlace: step(s).fremenToPlace,
    traitorsPending: s.factions.filter((f) => step(s).traitorOffers[f]),
    predictionMade: s.factions.includes('bene-gesserit') ? s.prediction !== null : null,
  }),
  privateStep: (s, f) => {
    const offers = step(s).traitorOffers[f];
    return offers ? { traitorOffers: offers.map((l) => leader(l).name) } : {};
  },
  candidates: (s, f) => {
    const st = step(s);
    const other = s.factions.filter((x) => x !== f);
    return [
      ...(st.traitorOffers[f] ?? []).map((l) => ({ do: 'traitor', args: { leader: leader(l).name } })),
      ...(f === 'bene-gesserit'
        ? other.map((faction) => ({ do: 'predict', args: { faction, turn: 1 + new Rng(cloneJson(s.rng)).int(s.options.turns) } }))
        : []),
      ...(hooksOf(f).startingForces?.candidates(s, f, st.fremenToPlace) ?? []),
      ...(f === 'bene-gesserit'
        ? [
            { do: 'place', args: { territory: 'Polar Sink' } },
            { do: 'place', args: { territory: 'Arrakeen' } },
          ]
        : []),
    ];
  },
};

export const predict = defineAction({
  name: 'predict',
  summary: 'Bene Gesserit: secretly predict which faction wins, and on which turn.',
  phases: ['setup'],
  args: [
    { name: 'faction', type: 'faction', required: true, description: 'the faction you predict will win (not your own)' },
    { name: 'turn', type: 'count', required: true, min: 1, description: 'the turn on which it wins' },
  ],
  errors: ['not-bene-gesserit', 'already-predicted', 'bad-prediction'],
  handler: (s, f, { faction, turn }, ctx) => {
    check(f === 'bene-gesserit', 'not-bene-gesserit', 'Only the Bene Gesserit make a prediction.');
    check(!s.prediction, 'already-predicted', 'The Bene Gesserit prediction is already made and cannot change.');
    check(faction !== 'bene-gesserit', 'bad-prediction', 'The Bene Gesserit must predict another faction, not themselves.');
    check(
      s.factions.includes(faction),
      'bad-prediction',
      `${factionName(faction)} are not in this game; predict one of ${s.factions.filter((x) => x !== f).join(', ')}.`,
    );
    check(turn <= s.options.turns, 'bad-prediction', `The game lasts ${s.options.turns} turns; predict a turn from 1 to ${s.options.turns}.`);
    s.prediction = { faction, turn };
    ctx.emit({ type: 'prediction-made' });
    ctx.emit({ type: 'prediction-recorded', to: ['bene-gesserit'], faction, turn });
    finishIfDone(s, ctx);
  },
});

export const traitor = defineAction({
  name: 'traitor',
  summary: 'Keep one of the four traitor cards you were dealt (the Harkonnen keep all four).',
  phases: ['setup'],
  args: [{ name: 'leader', type: 'leader', required: true, description: 'the leader whose traitor card you keep' }],
  errors: ['no-traitor-choice', 'not-offered'],
  handler: (s, f, { leader: chosen }, ctx) => {
    const offers = step(s).traitorOffers[f];
    if (!offers)
      fail(
        'no-traitor-choice',
        `${factionName(f)} have no traitor card to choose${factionData(f).traitorsKept >= TRAITORS_DEALT ? `: the ${factionName(f)} keep all four` : ''}.`,
      );
    check(
      offers.includes(chosen),
      'not-offered',
      `${leader(chosen).name} is not among your traitor cards; choose one of ${offers.map((l) => leader(l).name).join(', ')}.`,
    );
    s.traitors[f] = [chosen];
    // The unpicked cards go back into the deck (ixians-tleilaxu.md §2.3), which in the base game is never drawn from again.
    s.decks.traitors.push(...offers.filter((l) => l !== chosen));
    delete step(s).traitorOffers[f];
    ctx.emit({ type: 'traitor-chosen', faction: f });
    ctx.emit({ type: 'traitor-kept', to: [f], leader: leader(chosen).name });
    if (Object.keys(step(s).traitorOffers).length === 0) for (const e of traitorsPicked(s, ctx.rng)) ctx.emit(e);
    finishIfDone(s, ctx);
  },
});

export const place = defineAction({
  name: 'place',
  summary: 'Place starting forces: the Fremen their 10, the Bene Gesserit (Advanced) their one.',
  phases: ['setup'],
  args: [
    { name: 'territory', type: 'territory', required: true, description: 'where the forces start' },
    { name: 'sector', type: 'sector', description: 'the sector, if the territory spans several' },
    { name: 'forces', type: 'count', min: 1, description: 'how many forces (Fremen; the Bene Gesserit place 1)' },
    { name: 'elite', type: 'count', description: 'how many of them are Fedaykin (Fremen)' },
  ],
  errors: ['nothing-to-place', 'not-yet', 'bad-territory', 'bad-sector', 'sector-needed', 'not-enough-forces', 'too-many'],
  handler: (s, f, args, ctx) => {
    const st = step(s);
    const own = hooksOf(f).startingForces;
    if (own) st.fremenToPlace -= own.place(s, f, args, st.fremenToPlace, ctx);
    else if (f === 'bene-gesserit') {
      check(
        st.bgToPlace,
        'nothing-to-place',
        isAdvanced(s.options)
          ? 'The Bene Gesserit have placed their starting force.'
          : 'In the Basic game the Bene Gesserit start with 1 force in the Polar Sink.',
      );
      check(st.fremenToPlace === 0, 'not-yet', 'The Bene Gesserit place their starting force after the Fremen have placed theirs.');
      check((args.forces ?? 1) === 1, 'too-many', 'The Bene Gesserit place exactly 1 starting force.');
      const sector = resolvePiece(s, args.territory, args.sector, { allowStorm: true });
      const reserves = of(s.reserves, f);
      subtract(reserves, { regular: 1, elite: 0 });
      // Advanced start: an advisor, unless alone there, where it is a fighter (rules §2, §12.2).
      const advisor = args.territory !== 'polar-sink' && occupants(s, args.territory).length > 0;
      placeForces(s, f, args.territory, sector, { regular: 1, elite: 0 }, advisor);
      st.bgToPlace = false;
      ctx.emit({ type: 'forces-placed', faction: f, territory: territory(args.territory).name, sector, forces: 1, advisor });
    } else fail('nothing-to-place', `${factionName(f)} place no forces at setup; their starting forces are already on the board.`);
    finishIfDone(s, ctx);
  },
});

export const setupActions: ActionSpec[] = [predict, traitor, place];

/** The faction in play that places its own starting forces (the Fremen), if any. */
export function startingPlacer(s: Pick<DuneState, 'factions'>): FactionId | undefined {
  for (const f of s.factions) if (hooksOf(f).startingForces) return f;
  return undefined;
}

/** Starting forces that need no decision (everyone but the Fremen, and the Basic BG). */
export function placeFixedStartingForces(s: DuneState): void {
  for (const f of s.factions) {
    for (const p of factionData(f).startingPlacement) {
      if (!('territory' in p)) continue;
      if (f === 'bene-gesserit' && isAdvanced(s.options)) continue;
      const sector = territory(p.territory).sectors[0] ?? 0;
      subtract(of(s.reserves, f), { regular: p.forces, elite: 0 });
      placeForces(s, f, p.territory, sector, { regular: p.forces, elite: 0 });
    }
  }
  // Sanity: 20 forces per faction (checked by tests; cheap to assert here too).
  for (const f of s.factions) if (total(of(s.reserves, f)) < 0) throw new Error(`negative reserves for ${f}`);
}
