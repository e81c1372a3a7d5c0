import { check } from '../../engine/result';
import { defineAction, type ActionSpec } from '../actions/spec';
import type { Ctx } from '../context';
import { isWorm } from '../data/cards';
import { factionName } from '../data/factions';
import { territory, type TerritoryId } from '../data/map';
import { isAdvanced } from '../options';
import type { DuneState, FactionId } from '../state';
import type { TreacheryKindId } from '../data/cards';
import type { PhaseModule } from './phase-module';
import { declareFighters, flipLoneAdvisors, flipOnEntry, hasAdvisorsOnBoard, sendAdvisor } from './shipment-movement/advisors';
import { actNow, delay, guildCanCutIn, guildCanDelay } from './shipment-movement/guild';
import { playHajr } from './shipment-movement/hajr';
import { move, type MoveArgs } from './shipment-movement/movement';
import { ship, type ShipArgs } from './shipment-movement/shipment';
import { smStep } from './shipment-movement/step';
import { beginMovement, proceed } from './shipment-movement/turns';

export type { ShipmentMovementStep } from './shipment-movement/step';

const PHASE = 'shipment-movement';

export const shipmentMovementPhase: PhaseModule = {
  phase: PHASE,
  title: 'Shipment and Movement',
  enter: (s, ctx) => {
    s.step = {
      phase: PHASE,
      declaring: false,
      queue: [...s.stormOrder],
      done: [],
      current: null,
      part: 'ship',
      started: false,
      movesLeft: 0,
      ornithopters: false,
      bgPending: [],
    };
    const top = s.decks.spice[0];
    if (s.factions.includes('atreides') && top) ctx.emit({ type: 'spice-card-glimpsed', to: ['atreides'], card: spiceCardName(top) });
    flipLoneAdvisors(s, ctx);
    // S001-REV-1: the Bene Gesserit declare their forces' side before anyone ships.
    smStep(s).declaring = isAdvanced(s.options) && s.factions.includes('bene-gesserit') && hasAdvisorsOnBoard(s);
    proceed(s, ctx);
  },
  waitingFor: (s) => {
    const st = smStep(s);
    if (st.declaring || st.bgPending.length > 0) return ['bene-gesserit'];
    return st.current ? [st.current] : [];
  },
  expecting: (s) => `Shipment and Movement: ${expectation(s)}`,
  publicStep: (s) => {
    const st = smStep(s);
    const d = st.bgPending[0];
    return {
      current: st.current,
      part: st.current ? st.part : null,
      ...(st.current && st.part === 'move' ? { movementsLeft: st.movesLeft } : {}),
      queue: [...st.queue],
      done: [...st.done],
      declaring: st.declaring,
      beneGesseritDeciding: d ? (d.kind === 'flip' ? { decision: 'flip', entrant: d.entrant, territory: territory(d.territory).name } : { decision: 'advise', shipper: d.shipper, territory: territory(d.territory).name, sector: d.sector || null }) : null,
    };
  },
  privateStep: (s, f) => {
    const top = s.decks.spice[0];
    return f === 'atreides' && top ? { spiceDeckTop: spiceCardName(top) } : {};
  },
};

function spiceCardName(card: string): string {
  return isWorm(card as never) ? 'Shai-Hulud' : territory(card as TerritoryId).name;
}

function expectation(s: DuneState): string {
  const st = smStep(s);
  if (st.declaring) return 'before anyone ships, the Bene Gesserit may flip advisors to fighters (`flip` a territory), then `pass`.';
  const d = st.bgPending[0];
  if (d?.kind === 'flip')
    return `the ${factionName(d.entrant)} entered ${territory(d.territory).name}; the Bene Gesserit may flip their fighters there to advisors (\`flip\`) or \`pass\`.`;
  if (d?.kind === 'advise')
    return `the ${factionName(d.shipper)} shipped to ${territory(d.territory).name}; the Bene Gesserit may send a spiritual advisor to the Polar Sink (\`advise\`)${isAdvanced(s.options) ? ', or as an advisor beside the shipment (`advise with: true`)' : ''}, or \`pass\`.`;
  if (!st.current) return 'every faction has had its turn.';
  const who = factionName(st.current);
  let text = st.part === 'ship' ? `${who} to ship (or pass), then move.` : `${who} to move (or pass)${st.movesLeft > 1 ? `: ${st.movesLeft} movements left (Hajr)` : ''}.`;
  if (guildCanDelay(s)) text += ' The Guild may `delay` its turn.';
  else if (guildCanCutIn(s)) text += ' The Guild may `act` now to take its turn first.';
  return text;
}

/** Every action of the phase runs its rule, then the phase goes on until it needs a decision. */
function phaseAction<Args>(spec: Omit<ActionSpec<Args>, 'phases'>): ActionSpec<Args> {
  return defineAction<Args>({
    ...spec,
    phases: [PHASE],
    handler: (s, f, args, ctx) => {
      spec.handler(s, f, args, ctx);
      proceed(s, ctx);
    },
  });
}

/** A movement action taken during the shipment part skips the shipment (S000-ORDER-2). */
function enterMovement(s: DuneState, f: FactionId, ctx: Ctx): void {
  const st = smStep(s);
  check(st.part !== 'over', 'turn-over', `${factionName(f)} have finished their turn.`);
  if (st.part === 'ship') {
    ctx.emit({ type: 'shipment-passed', faction: f });
    st.started = true;
    beginMovement(s, f);
  }
}

const FORCES_ARG = { name: 'forces', type: 'count', required: true, min: 1, description: 'how many forces' } as const;
const ELITE_ARG = { name: 'elite', type: 'count', description: 'how many of them are starred (Sardaukar, Fedaykin); ordinary forces go first otherwise' } as const;

const shipAction = phaseAction<ShipArgs>({
  name: 'ship',
  summary: 'Your one shipment: forces from reserves to one territory (the Fremen send free; the Guild and its ally may ship between territories; the Guild back to reserves).',
  args: [
    { name: 'territory', type: 'territory', description: 'where the forces go' },
    { name: 'sector', type: 'sector', description: 'the sector, if the territory spans several' },
    FORCES_ARG,
    ELITE_ARG,
    { name: 'from', type: 'territory', description: 'Guild or its ally: the territory the forces leave (cross-ship or ship back)' },
    { name: 'fromSector', type: 'sector', description: 'the sector they leave, if you have forces in several' },
    { name: 'karama', type: 'boolean', description: 'play Karama to ship at Guild rates, paid to the bank' },
    { name: 'toReserves', type: 'boolean', description: 'Guild: ship the forces from `from` back to reserves' },
  ],
  errors: [
    'not-shipping', 'territory-needed', 'storm-sector', 'sector-needed', 'bad-sector', 'occupancy-limit', 'advisors-there', 'not-enough-forces',
    'not-enough-spice', 'card-not-in-hand', 'out-of-range', 'no-karama-needed', 'no-cross-ship', 'no-ship-back', 'from-needed', 'no-forces', 'same-place',
    'bad-arguments',
  ],
  handler: (s, f, args, ctx) => {
    const st = smStep(s);
    check(st.part === 'ship', 'not-shipping', `${factionName(f)} have already ${st.part === 'move' ? 'shipped or passed their shipment' : 'finished their turn'}: one shipment per turn.`);
    ship(s, f, args, ctx);
    st.started = true;
    beginMovement(s, f);
  },
});

const moveAction = phaseAction<MoveArgs>({
  name: 'move',
  summary: 'Your movement: one group from one territory to another (or another sector of it).',
  args: [
    { name: 'from', type: 'territory', required: true, description: 'the territory the group leaves' },
    { name: 'fromSector', type: 'sector', description: 'the sector it leaves, if you have forces in several' },
    { name: 'to', type: 'territory', required: true, description: 'where the group goes' },
    { name: 'toSector', type: 'sector', description: 'the sector where it stops, if the territory spans several' },
    FORCES_ARG,
    ELITE_ARG,
    { name: 'fighters', type: 'boolean', description: 'Bene Gesserit advisors entering an occupied territory: arrive as fighters (Advanced)' },
  ],
  errors: [
    'turn-over', 'no-forces', 'sector-needed', 'bad-sector', 'storm-sector', 'same-place', 'not-enough-forces', 'occupancy-limit', 'no-route', 'too-far',
    'not-advisors', 'cannot-flip',
  ],
  handler: (s, f, args, ctx) => {
    enterMovement(s, f, ctx);
    move(s, f, args, ctx);
  },
});

const playAction = phaseAction<{ card: TreacheryKindId }>({
  name: 'play',
  summary: 'Play Hajr in your movement for one extra movement.',
  args: [{ name: 'card', type: 'card', required: true, description: 'the card to play: Hajr' }],
  errors: ['not-playable-now', 'card-not-in-hand', 'turn-over'],
  handler: (s, f, { card }, ctx) => {
    enterMovement(s, f, ctx);
    playHajr(s, f, card, ctx);
  },
});

const passAction = phaseAction<Record<string, never>>({
  name: 'pass',
  summary: 'Skip: your shipment, then your movement; or, for the Bene Gesserit, a flip or spiritual advisor.',
  args: [],
  errors: [],
  handler: (s, f, _args, ctx) => {
    const st = smStep(s);
    const d = st.bgPending[0];
    if (st.declaring) {
      st.declaring = false;
      ctx.emit({ type: 'advisors-declared' });
    } else if (d) {
      st.bgPending.shift();
      ctx.emit({ type: d.kind === 'flip' ? 'flip-declined' : 'spiritual-advisor-declined', faction: 'bene-gesserit' });
    } else if (st.part === 'ship') {
      ctx.emit({ type: 'shipment-passed', faction: f });
      st.started = true;
      beginMovement(s, f);
    } else {
      ctx.emit({ type: 'movement-passed', faction: f });
      st.part = 'over';
    }
  },
});

const flipAction = phaseAction<{ territory?: TerritoryId }>({
  name: 'flip',
  summary: 'Bene Gesserit (Advanced): flip advisors to fighters before shipping, or fighters to advisors where a non-allied faction has entered.',
  args: [{ name: 'territory', type: 'territory', description: 'the territory whose forces flip' }],
  errors: ['territory-needed', 'no-advisors', 'cannot-flip', 'occupancy-limit', 'nothing-to-flip', 'wrong-territory'],
  handler: (s, f, { territory: t }, ctx) => {
    check(f === 'bene-gesserit', 'nothing-to-flip', 'Only the Bene Gesserit flip their forces.');
    const st = smStep(s);
    if (st.declaring) {
      declareFighters(s, t, ctx);
      if (!hasAdvisorsOnBoard(s)) st.declaring = false;
    } else flipOnEntry(s, t, ctx);
  },
});

const adviseAction = phaseAction<{ with?: boolean }>({
  name: 'advise',
  summary: 'Bene Gesserit spiritual advisor: after another faction ships, 1 force from reserves to the Polar Sink free (Advanced: `with: true` as an advisor beside the shipment).',
  args: [{ name: 'with', type: 'boolean', description: 'Advanced: go as an advisor with the shipment instead of to the Polar Sink' }],
  errors: ['nothing-to-advise', 'advanced-only', 'fighters-there', 'storm-sector'],
  handler: (s, f, args, ctx) => {
    check(f === 'bene-gesserit', 'nothing-to-advise', 'Only the Bene Gesserit send spiritual advisors.');
    sendAdvisor(s, args.with === true, ctx);
  },
});

const actAction = phaseAction<Record<string, never>>({
  name: 'act',
  summary: 'Spacing Guild (Advanced): take your turn now, before the faction whose turn it would be.',
  args: [],
  errors: ['guild-only', 'advanced-only', 'not-now'],
  outOfTurn: true,
  handler: (s, f, _args, ctx) => actNow(s, f, ctx),
});

const delayAction = phaseAction<Record<string, never>>({
  name: 'delay',
  summary: 'Spacing Guild (Advanced): let the others go first; `act` later to take your turn before any of them.',
  args: [],
  errors: ['guild-only', 'advanced-only', 'not-now'],
  handler: (s, f, _args, ctx) => delay(s, f, ctx),
});

export const shipmentMovementActions: ActionSpec<never>[] = [
  shipAction,
  moveAction,
  playAction,
  passAction,
  flipAction,
  adviseAction,
  actAction,
  delayAction,
] as unknown as ActionSpec<never>[];
