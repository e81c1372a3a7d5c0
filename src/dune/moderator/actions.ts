import { check } from '../../engine/result';
import { defineAction, type ActionSpec } from '../actions/spec';
import { add, chooseForces, liftForces, pay, placeForces, receive, stackAt, subtract, total } from '../board';
import { cardName } from '../data/cards';
import { factionName } from '../data/factions';
import { territory } from '../data/map';
import { resolvePiece } from '../pieces';
import { applySetupPatch } from '../setup-patch';
import { PHASES, of } from '../state';
import type { Ctx } from '../context';
import { agrees } from '../victory/describe';

/**
 * Moderator overrides. Each is an action in the log (who, when and why are recorded by the store
 * and in the `moderator-override` event); what it changes is announced publicly without secrets,
 * and the secret part goes to the faction concerned only.
 */
const asFull = (ctx: Ctx) => ctx as Ctx & { phaseEnded(): boolean; reset(): void };

const setSpice = defineAction({
  name: 'set-spice',
  summary: "Set a faction's spice behind its shield.",
  phases: ['any'],
  args: [
    { name: 'faction', type: 'faction', required: true, description: 'whose spice' },
    { name: 'amount', type: 'count', required: true, description: 'the new amount' },
  ],
  errors: ['not-in-game'],
  handler: (s, _f, { faction, amount }, ctx) => {
    check(s.factions.includes(faction), 'not-in-game', `The ${factionName(faction)} ${agrees(faction, 'are')} not in this game.`);
    const before = of(s.spice, faction);
    // Through the bank, so the spice ledger still explains every change.
    if (amount > before) receive(s, faction, amount - before);
    else pay(s, faction, before - amount, 'the correction');
    ctx.emit({ type: 'moderator-set-spice', faction });
    ctx.emit({ type: 'moderator-set-spice-detail', to: [faction], faction, before, after: amount });
  },
});

const setStorm = defineAction({
  name: 'set-storm',
  summary: 'Move the storm marker to a sector (nothing is destroyed).',
  phases: ['any'],
  args: [{ name: 'sector', type: 'sector', required: true, description: 'the storm sector, 1–18' }],
  errors: [],
  handler: (s, _f, { sector }, ctx) => {
    const from = s.storm;
    s.storm = sector;
    ctx.emit({ type: 'moderator-set-storm', from, sector });
  },
});

const setPhase = defineAction({
  name: 'set-phase',
  summary: 'Restart the game at the start of a phase (of this turn, or of the given turn).',
  phases: ['any'],
  args: [
    { name: 'phase', type: 'choice', required: true, choices: PHASES, description: 'the phase to start' },
    { name: 'turn', type: 'count', min: 1, description: 'the turn (default: the current one)' },
  ],
  errors: ['bad-setup'],
  handler: (s, _f, { phase, turn }, ctx) => {
    ctx.emit({ type: 'moderator-set-phase', phase, turn: turn ?? s.turn });
    applySetupPatch(s, { phase, ...(turn !== undefined ? { turn } : {}) }, asFull(ctx));
  },
});

const setHand = defineAction({
  name: 'set-hand',
  summary: "Replace a faction's hand (cards separated by commas; empty for none).",
  phases: ['any'],
  args: [
    { name: 'faction', type: 'faction', required: true, description: 'whose hand' },
    { name: 'cards', type: 'text', required: true, description: 'card names separated by commas, or "none"' },
  ],
  errors: ['bad-setup', 'unknown-card'],
  handler: (s, _f, { faction, cards }, ctx) => {
    check(s.factions.includes(faction), 'not-in-game', `The ${factionName(faction)} ${agrees(faction, 'are')} not in this game.`);
    const names =
      cards.trim().toLowerCase() === 'none'
        ? []
        : cards
            .split(',')
            .map((c) => c.trim())
            .filter(Boolean);
    applySetupPatch(s, { hands: { [faction]: names } }, asFull(ctx));
    ctx.emit({ type: 'moderator-set-hand', faction, cards: of(s.hands, faction).length });
    ctx.emit({ type: 'moderator-set-hand-detail', to: [faction], hand: of(s.hands, faction).map(cardName) });
  },
});

const setForces = defineAction({
  name: 'set-forces',
  summary: "Set how many of a faction's forces stand in one territory sector (the difference comes from or goes to reserves).",
  phases: ['any'],
  args: [
    { name: 'faction', type: 'faction', required: true, description: 'whose forces' },
    { name: 'territory', type: 'territory', required: true, description: 'where' },
    { name: 'forces', type: 'count', required: true, description: 'how many forces there afterwards' },
    { name: 'sector', type: 'sector', description: 'the sector, if the territory spans several' },
    { name: 'elite', type: 'count', description: 'how many of them are Sardaukar/Fedaykin' },
    { name: 'advisor', type: 'boolean', description: 'Bene Gesserit: advisors (true) or fighters (false)' },
  ],
  errors: ['not-in-game', 'not-enough-forces', 'sector-needed', 'bad-sector'],
  handler: (s, _f, a, ctx) => {
    check(s.factions.includes(a.faction), 'not-in-game', `The ${factionName(a.faction)} ${agrees(a.faction, 'are')} not in this game.`);
    const sector = resolvePiece(s, a.territory, a.sector, { allowStorm: true });
    const reserves = of(s.reserves, a.faction);
    const existing = stackAt(s, a.faction, a.territory, sector);
    if (existing) {
      add(reserves, existing);
      liftForces(s, existing, { regular: existing.regular, elite: existing.elite });
    }
    const wanted = chooseForces(reserves, a.forces, a.elite, a.faction, 'in reserve');
    subtract(reserves, wanted);
    if (total(wanted) > 0) placeForces(s, a.faction, a.territory, sector, wanted, a.advisor ?? existing?.advisor ?? false);
    ctx.emit({ type: 'moderator-set-forces', faction: a.faction, territory: territory(a.territory).name, sector, forces: a.forces });
  },
});

export const moderatorActions: ActionSpec[] = [setSpice, setForces, setStorm, setPhase, setHand];
