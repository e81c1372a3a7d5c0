import { Rng } from '../engine/rng';
import type { Result } from '../engine/result';
import type { Transition } from '../engine/game';
import { applyAction } from '../dune/apply';
import { ALL_ACTIONS } from '../dune/registry';
import { cardKind } from '../dune/data/cards';
import { FACTIONS, LEADERS } from '../dune/data/factions';
import { traitorName, type TraitorCardId } from '../dune/data/traitors';
import { MAP_TERRITORY_IDS, territory, type TerritoryId } from '../dune/data/map';
import type { DuneEvent } from '../dune/events';
import { PHASE_MODULES } from '../dune/phases';
import { of, type DuneState, type FactionId } from '../dune/state';
import type { DuneAction } from '../dune/actions/spec';
import type { ArgSpec } from '../dune/actions/args';
import { battleStep } from '../dune/phases/battle/step';
import { possibleAskers } from '../dune/phases/battle/traitors';
import { PRESCIENT } from '../dune/phases/battle/prescience';
import { VOICE, voiceKindsIn } from '../dune/phases/battle/voice';
import { PRESCIENCE_ELEMENTS } from '../dune/shape/battle';

/**
 * A seeded player that knows no strategy, only the action vocabulary: it proposes random but
 * plausible actions from the action specs and lets the rules engine say which are legal. It
 * drives the random-play tests, the benchmark and the demo, and so exercises every phase through
 * the same `applyAction` that Discord and the scenario runner use.
 */
export interface Move {
  readonly faction: FactionId;
  readonly action: DuneAction;
  readonly result: Result<Transition<DuneState, DuneEvent>>;
}

const PASS_LIKE = new Set(['pass']);
/** Standing orders (auto-pass, a maximum bid) are a convenience for people, never needed to finish a game. */
const CONVENIENCES = new Set(['auto']);

export class RandomPlayer {
  private readonly rng: Rng;

  /**
   * `ordersInAdvance` (0 to 1): how often, before a move, a player gives a battle order in advance
   * when it has none yet — the Voice, prescience, a traitor call (phases/battle/standing-orders.ts, `traitor-order`). At
   * 0, the default, nothing is drawn for it, so seeded games play as they always have.
   */
  constructor(
    seed: number,
    private readonly triesPerAction = 40,
    private readonly ordersInAdvance = 0,
  ) {
    this.rng = new Rng([seed >>> 0, 0x9e3779b9, 0x85ebca6b, (seed * 2654435761) >>> 0]);
    for (let i = 0; i < 8; i++) this.rng.uint32();
  }

  /** One accepted move by one of the factions the game waits for, or undefined if none is found. */
  step(s: DuneState): Move | undefined {
    const waiting = PHASE_MODULES[s.phase].waitingFor(s);
    if (waiting.length === 0) return undefined;
    if (this.ordersInAdvance > 0 && this.rng.int(1000) < this.ordersInAdvance * 1000) {
      const ordered = this.orderInAdvance(s);
      if (ordered) return ordered;
    }
    const faction = this.rng.pick(waiting);
    // The current phase's own actions; anytime actions (gifts, deals) are not needed to finish a game.
    const specs = ALL_ACTIONS.filter((a) => a.phases.includes(s.phase) && !CONVENIENCES.has(a.name) && (!a.when || a.when(s)));
    const active = specs.filter((a) => !PASS_LIKE.has(a.name));
    const passes = specs.filter((a) => PASS_LIKE.has(a.name));
    // Mostly try to do something; passing is the fallback that keeps the game moving.
    const order = this.rng.int(4) === 0 ? [...passes, ...active] : [...active, ...passes];
    const hinted = this.rng.shuffle([...(PHASE_MODULES[s.phase].candidates?.(s, faction) ?? [])]);
    for (const action of hinted.filter((a) => a.do !== 'pass' || this.rng.int(3) === 0)) {
      const result = applyAction(s, { kind: 'seat', seat: faction }, action);
      if (result.ok) return { faction, action, result };
    }
    for (const spec of order) {
      const tries = PASS_LIKE.has(spec.name) ? 1 : this.triesPerAction;
      for (let i = 0; i < tries; i++) {
        const action: DuneAction = { do: spec.name, args: this.argsFor(s, faction, spec.args) };
        const result = applyAction(s, { kind: 'seat', seat: faction }, action);
        if (result.ok) return { faction, action, result };
      }
    }
    return undefined;
  }

  /** A battle order given in advance by a player who has none yet, or undefined when none is due. */
  private orderInAdvance(s: DuneState): Move | undefined {
    const b = s.phase === 'battle' ? battleStep(s).current : null;
    const due: { faction: FactionId; action: DuneAction }[] = [];
    if (!s.voiceOrders) due.push({ faction: VOICE, action: this.voiceOrder(s) });
    if (!s.prescienceOrders) due.push({ faction: PRESCIENT, action: this.prescienceOrder() });
    // A traitor called if held: what a player who answers in advance would say.
    if (b?.stage === 'plans')
      for (const faction of possibleAskers(s, b).filter((f) => !b.traitorOrders?.[f]))
        due.push({ faction, action: { do: 'traitor-order', args: { choice: 'call' } } });
    for (const { faction, action } of due.filter((d) => s.factions.includes(d.faction))) {
      const result = applyAction(s, { kind: 'seat', seat: faction }, action);
      if (result.ok) return { faction, action, result };
    }
    return undefined;
  }

  private voiceOrder(s: DuneState): DuneAction {
    if (this.rng.int(3) === 0) return { do: 'voice-order', args: { choice: 'none' } };
    return { do: 'voice-order', args: { choice: 'voice', kind: this.rng.pick(voiceKindsIn(s)), play: this.rng.int(2) === 0 } };
  }

  private prescienceOrder(): DuneAction {
    if (this.rng.int(3) === 0) return { do: 'prescience-order', args: { choice: 'none' } };
    return { do: 'prescience-order', args: { choice: 'prescience', element: this.rng.pick(PRESCIENCE_ELEMENTS) } };
  }

  /**
   * A move found within `attempts` tries: proposals are random and often miss (a territory the
   * Fremen cannot start in), so a miss is not yet a stuck game.
   */
  find(s: DuneState, attempts = 30): Move | undefined {
    for (let attempt = 0; attempt < attempts; attempt++) {
      const move = this.step(s);
      if (move) return move;
    }
    return undefined;
  }

  private argsFor(s: DuneState, f: FactionId, args: readonly ArgSpec[]): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    let lastTerritory: TerritoryId | undefined;
    for (const a of args) {
      if (!a.required && this.rng.int(3) === 0) continue;
      const v = this.value(s, f, a, lastTerritory);
      if (v === undefined) continue;
      if (a.type === 'territory') lastTerritory = v as TerritoryId;
      out[a.name] = v;
    }
    return out;
  }

  private value(s: DuneState, f: FactionId, a: ArgSpec, lastTerritory: TerritoryId | undefined): unknown {
    const r = this.rng;
    switch (a.type) {
      case 'territory': {
        const mine = s.board.filter((x) => x.faction === f).map((x) => x.territory);
        const spice = s.spiceOnBoard.map((p) => p.territory);
        // The printed map's territories: the HMS is reached through its own decisions and from its host (and seeded games stay as they were).
        const pool = r.int(2) === 0 && mine.length ? mine : r.int(2) === 0 && spice.length ? spice : MAP_TERRITORY_IDS;
        return r.pick(pool);
      }
      case 'sector': {
        const sectors = lastTerritory ? territory(lastTerritory).sectors : [];
        return sectors.length ? r.pick(sectors) : r.int(3) === 0 ? undefined : 1 + r.int(18);
      }
      case 'count':
      case 'integer': {
        const min = a.min ?? 0;
        const cap = a.max ?? Math.max(min, Math.min(20, a.name === 'amount' ? of(s.spice, f) + 2 : 10));
        return min + r.int(Math.max(1, cap - min + 1));
      }
      case 'faction':
        return r.pick(s.factions);
      case 'card': {
        const hand = of(s.hands, f);
        return hand.length && r.int(5) > 0 ? cardKind(r.pick(hand)).name : undefined;
      }
      case 'leader':
      case 'traitor': {
        const own = FACTIONS.get(f)!.leaders.map((l) => l.id);
        const offered = s.step.phase === 'setup' ? (s.step.traitorOffers[f] ?? []) : [];
        const pool: TraitorCardId[] = [...own, ...offered, ...of(s.traitors, f)];
        return traitorName(r.int(4) === 0 ? r.pick([...LEADERS.keys()]) : r.pick(pool));
      }
      case 'boolean':
        return r.int(2) === 0;
      case 'choice':
        return a.choices?.length ? r.pick(a.choices) : undefined;
      case 'text':
        // Free text: answers, plan elements, or numbers written out (a battle dial such as "2.5").
        return r.int(2) === 0 ? String(r.int(8) + (r.int(3) === 0 ? 0.5 : 0)) : r.pick(['yes', 'no', 'leader', 'weapon', 'defense', 'dial']);
    }
  }
}

/** Plays a whole game with random players; returns the final state and every accepted move. */
export function playRandomGame(
  start: DuneState,
  seed: number,
  opts: { maxMoves?: number; onMove?: (before: DuneState, move: Move) => void } = {},
): { state: DuneState; moves: number; stuck: boolean } {
  const player = new RandomPlayer(seed);
  let s = start;
  let moves = 0;
  const max = opts.maxMoves ?? 20_000;
  while (s.phase !== 'ended' && moves < max) {
    const move = player.step(s);
    if (!move) return { state: s, moves, stuck: true };
    if (!move.result.ok) throw new Error('unreachable');
    opts.onMove?.(s, move);
    s = move.result.value.state;
    moves++;
  }
  return { state: s, moves, stuck: s.phase !== 'ended' };
}
