import { describe, expect, it } from 'vitest';
import { applyAction } from '../../src/dune/apply';
import { decisionsFor, optionsFor, preview, type ArgOptions, type Decision, type OptionValue } from '../../src/dune/choices';
import { createGame } from '../../src/dune/create';
import { TERRITORY_IDS, territory } from '../../src/dune/data/map';
import type { GameOptions } from '../../src/dune/options';
import { ALL_ACTIONS } from '../../src/dune/registry';
import { PHASE_MODULES } from '../../src/dune/phases';
import type { Scenario } from '../../src/dune/scenario';
import type { SetupPatch } from '../../src/dune/setup-patch-shape';
import type { DuneState, FactionId } from '../../src/dune/state';
import { RandomPlayer } from '../../src/sim/random-player';
import { perturbSecrets } from '../support/secrets';
import { finalState } from './battle-helpers';

/**
 * Legal choices over seeded random games and curated positions: every value offered, completed
 * and applied, is accepted by the engine; every seat the game waits for has something to do;
 * every action of the game is reached; the territory questions leave nothing legal out; and
 * nothing offered to a seat depends on another seat's secrets.
 */

const ALL: FactionId[] = ['atreides', 'harkonnen', 'fremen', 'emperor', 'spacing-guild', 'bene-gesserit'];

interface Game {
  readonly name: string;
  readonly seats: FactionId[];
  readonly options: Partial<GameOptions>;
  readonly seed: number;
  /** Choices are walked at every `every`-th position of the game. */
  readonly every: number;
}

const GAMES: Game[] = [
  { name: '6 factions, Advanced', seats: ALL, options: { rules: 'advanced' }, seed: 31, every: 19 },
  {
    name: '6 factions, Basic, charity claimed, every seat asked about storm cards',
    seats: ALL,
    options: { rules: 'basic', charity: 'claim', stormCardWindow: 'everyone' },
    seed: 32,
    every: 19,
  },
  { name: '2 factions (Fremen, Bene Gesserit), Advanced', seats: ['fremen', 'bene-gesserit'], options: { rules: 'advanced', turns: 6 }, seed: 33, every: 3 },
  {
    name: '2 factions (Spacing Guild, Emperor), Advanced, charity claimed',
    seats: ['spacing-guild', 'emperor'],
    options: { rules: 'advanced', charity: 'claim', turns: 6 },
    seed: 34,
    every: 3,
  },
  { name: '2 factions (Atreides, Harkonnen), Basic', seats: ['atreides', 'harkonnen'], options: { rules: 'basic', turns: 6 }, seed: 35, every: 3 },
];

const played = new Map<string, DuneState[]>();

/** The positions of a seeded random game, one every `every` moves (each game is played once per file). */
function positions(g: Game): DuneState[] {
  const key = JSON.stringify(g);
  const known = played.get(key);
  if (known) return known;
  const created = createGame({ seats: g.seats, options: g.options, seed: g.seed });
  if (!created.ok) throw new Error(created.error.message);
  let s = created.value.state;
  const player = new RandomPlayer(g.seed);
  const out: DuneState[] = [];
  for (let moves = 0; s.phase !== 'ended'; moves++) {
    if (moves % g.every === 0) out.push(s);
    const move = player.step(s);
    if (!move?.result.ok) throw new Error(`${g.name}: the random game got stuck in ${s.phase}`);
    s = move.result.value.state;
  }
  played.set(key, out);
  return out;
}

/** Every position of one more 6-faction game, for the checks that sample positions of their own. */
const EVERY_POSITION: Game = { ...(GAMES[0] as Game), seed: 41, every: 1 };

/** The values a walk tries: every listed one; a range at its ends and middle; a question for text. */
function sample(o: ArgOptions): OptionValue[] {
  switch (o.kind) {
    case 'list':
      return o.options.map((x) => x.value);
    case 'range':
      return [...new Set([o.min, Math.floor((o.min + o.max) / 2), o.max])];
    case 'text':
      return ['Do you hold a Karama card?'];
    case 'none':
      return [];
  }
}

interface Walk {
  /** Completed actions applied, and what went wrong (offered but refused, or a dead end). */
  applied: number;
  problems: string[];
}

/**
 * Walks one decision: each argument in turn, every value of it completed with the first option of
 * every later argument and applied; then the walk goes on with one of the values fixed.
 */
function walk(s: DuneState, f: FactionId, d: Decision, w: Walk, turn: number): void {
  const where = `${f} ${d.action} "${d.label}" (turn ${s.turn}, ${s.phase})`;
  let fixed: Record<string, unknown> = { ...(d.preset ?? {}) };
  const finish = (chosen: Record<string, unknown>, from: number) => {
    let c = chosen;
    for (const arg of d.args.slice(from)) {
      const o = optionsFor(s, f, d.action, c, arg);
      if (o.kind === 'none') {
        w.problems.push(`${where}: no value for ${arg} after ${JSON.stringify(c)}: ${o.reason}`);
        return;
      }
      c = { ...c, [arg]: sample(o)[0] };
    }
    const action = { do: d.action, args: c };
    const r = applyAction(s, { kind: 'seat', seat: f }, action);
    w.applied++;
    if (!r.ok) w.problems.push(`${where}: offered ${JSON.stringify(c)} but refused: ${r.error.code}: ${r.error.message}`);
    const p = preview(s, f, action);
    if (!p.ok || p.text.length < 8) w.problems.push(`${where}: preview of ${JSON.stringify(c)}: ${JSON.stringify(p)}`);
  };
  if (d.args.length === 0) return finish(fixed, 0);
  for (const [i, arg] of d.args.entries()) {
    const o = optionsFor(s, f, d.action, fixed, arg);
    if (o.kind === 'none') {
      w.problems.push(`${where}: no value for ${arg} after ${JSON.stringify(fixed)}: ${o.reason}`);
      return;
    }
    const values = sample(o);
    for (const v of values) finish({ ...fixed, [arg]: v }, i + 1);
    // Vary the value the walk goes on with, so that later arguments meet different earlier choices.
    fixed = { ...fixed, [arg]: values[(turn + i) % values.length] };
  }
}

describe('every choice offered is accepted by the engine', () => {
  for (const g of GAMES)
    it(`${g.name}: all values walked, none refused, every awaited seat has a decision`, () => {
      const w: Walk = { applied: 0, problems: [] };
      const actions = new Set<string>();
      for (const [n, s] of positions(g).entries()) {
        const waiting = PHASE_MODULES[s.phase].waitingFor(s);
        for (const f of s.factions) {
          const decisions = decisionsFor(s, f);
          if (waiting.includes(f) && !decisions.some((d) => !d.anytime))
            w.problems.push(`${f} is awaited in ${s.phase} (turn ${s.turn}) but has no decision: ${PHASE_MODULES[s.phase].expecting(s)}`);
          // Deals and gifts are always there: walk them at a few positions only.
          for (const d of decisions.filter((x) => n % 5 === 0 || !['give', 'deal'].includes(x.action))) {
            actions.add(d.action);
            walk(s, f, d, w, n);
          }
        }
      }
      expect(w.problems).toEqual([]);
      expect(w.applied).toBeGreaterThan(200);
      expect([...actions]).toEqual(expect.arrayContaining(['pass', 'bid', 'ship', 'move', 'give']));
    }, 120_000);
});

/**
 * Positions the random games reach rarely or never (Voice, capture, advisors, worm rides, alliance
 * revivals, Truthtrance answers, deals…), set up as scenario files set them up: together they
 * reach every action of the game.
 */
const BATTLE_BOARD = [
  { faction: 'bene-gesserit', territory: 'Arrakeen', forces: 4 },
  { faction: 'harkonnen', territory: 'Arrakeen', forces: 5 },
  { faction: 'atreides', territory: 'Carthag', forces: 2 },
  { faction: 'harkonnen', territory: 'Carthag', forces: 5 },
];
const TRIO = ['atreides', 'harkonnen', 'bene-gesserit'];
const noTraitors = { atreides: [], harkonnen: [], 'bene-gesserit': [] };

/**
 * The Harkonnen (Feyd-Rautha, dial 3) beat the Emperor (Bashar, dial 2) in Arrakeen with the
 * Tleilaxu at the table: `extra` adds their Face Dancers, Tech Tokens or forces elsewhere, and
 * `before` the actions taken before the plans.
 */
function tleilaxuBattle(
  extra: { faceDancers: string[]; techTokens?: Record<string, string[]>; board?: NonNullable<SetupPatch['board']> },
  before: Scenario['actions'] = [],
): Scenario {
  const { board = [], ...rest } = extra;
  return {
    factions: ['harkonnen', 'emperor', 'tleilaxu'],
    setup: {
      phase: 'battle',
      storm: 3,
      order: ['harkonnen', 'emperor', 'tleilaxu'],
      board: [{ faction: 'harkonnen', territory: 'Arrakeen', forces: 6 }, { faction: 'emperor', territory: 'Arrakeen', forces: 5 }, ...board],
      hands: { harkonnen: [], emperor: [], tleilaxu: [] },
      traitors: { harkonnen: [], emperor: [] },
      ...rest,
    },
    actions: [
      ...before,
      { as: 'harkonnen', do: 'plan', args: { leader: 'Feyd-Rautha', dial: '3' } },
      { as: 'emperor', do: 'plan', args: { leader: 'Bashar', dial: '2' } },
      { as: 'harkonnen', do: 'pass' },
      { as: 'emperor', do: 'pass' },
    ],
  };
}

const CURATED: Record<string, Scenario> = {
  'setup, Advanced': { factions: ALL, options: { rules: 'advanced' }, actions: [] },
  'setup, the Fremen placed': {
    factions: ALL,
    options: { rules: 'advanced' },
    actions: [{ as: 'fremen', do: 'place', args: { territory: 'Sietch Tabr', forces: 10 } }],
  },
  'setup, the Ixians choose their starting card (IX-1)': { factions: ['ixians', 'atreides', 'harkonnen'], actions: [] },
  'the first storm dial': { factions: ['atreides', 'harkonnen', 'emperor'], setup: { turn: 1, phase: 'storm' } },
  'the Tleilaxu in the Revival': {
    factions: ['atreides', 'tleilaxu'],
    setup: { turn: 3, phase: 'revival', tanks: { atreides: 5, tleilaxu: 4 }, leaders: { 'Thufir Hawat': 'tanks' } },
  },
  'an early leader revival asked of the Tleilaxu': {
    factions: ['atreides', 'tleilaxu'],
    setup: { turn: 3, phase: 'revival', spice: { atreides: 6 }, leaders: { 'Thufir Hawat': 'tanks' } },
    actions: [{ as: 'atreides', do: 'ask-revival', args: { leader: 'Thufir Hawat' } }],
  },
  'an early leader revival priced by the Tleilaxu': {
    factions: ['atreides', 'tleilaxu'],
    setup: { turn: 3, phase: 'revival', spice: { atreides: 6 }, leaders: { 'Thufir Hawat': 'tanks' } },
    actions: [
      { as: 'atreides', do: 'ask-revival', args: { leader: 'Thufir Hawat' } },
      { as: 'tleilaxu', do: 'name-price', args: { faction: 'atreides', price: 4 } },
    ],
  },
  'a Ghola for the Tleilaxu (TLX-11)': {
    factions: ['atreides', 'tleilaxu'],
    options: { rules: 'advanced' },
    setup: { turn: 3, phase: 'revival', spice: { tleilaxu: 6 }, leaders: { Zoal: 'tanks', 'Thufir Hawat': 'tanks' } },
  },
  'the Nexus': {
    factions: ['atreides', 'harkonnen', 'emperor'],
    setup: {
      turn: 2,
      phase: 'spice-blow',
      spiceDiscard: ['The Great Flat'],
      spiceDeck: ['Shai-Hulud', 'Cielago North'],
      alliances: [['harkonnen', 'emperor']],
    },
  },
  'CHOAM Charity claimed': {
    factions: ['atreides', 'harkonnen', 'bene-gesserit'],
    options: { rules: 'advanced', charity: 'claim' },
    setup: { phase: 'charity', spice: { atreides: 0, harkonnen: 1 } },
  },
  'storm window': {
    factions: ['atreides', 'harkonnen'],
    setup: {
      turn: 2,
      phase: 'storm',
      lastWheelUsers: ['atreides', 'harkonnen'],
      hands: { atreides: ['Weather Control', 'Family Atomics'] },
      board: [{ faction: 'atreides', territory: 'Imperial Basin', sector: 9, forces: 5 }],
    },
    actions: [
      { as: 'atreides', do: 'dial', args: { value: 1 } },
      { as: 'harkonnen', do: 'dial', args: { value: 2 } },
    ],
  },
  'a further worm for the Fremen to send': {
    factions: ['fremen', 'harkonnen'],
    options: { rules: 'advanced' },
    setup: { turn: 2, phase: 'spice-blow', spiceDiscard: ['The Great Flat'], spiceDeck: ['Shai-Hulud', 'Shai-Hulud', 'Cielago North'] },
  },
  'a worm ride after the Nexus': {
    factions: ['fremen', 'harkonnen', 'emperor'],
    options: { rules: 'basic' },
    setup: {
      turn: 2,
      phase: 'spice-blow',
      spiceDiscard: ['The Great Flat'],
      spiceDeck: ['Shai-Hulud', 'Cielago North'],
      board: [{ faction: 'fremen', territory: 'The Great Flat', forces: 5, elite: 1 }],
      alliances: [['harkonnen', 'emperor']],
      hands: { fremen: ['Karama'] },
    },
    actions: [
      { as: 'fremen', do: 'pass' },
      { as: 'harkonnen', do: 'pass' },
      { as: 'emperor', do: 'pass' },
    ],
  },
  'revival with alliance powers and free revivals': {
    factions: ['fremen', 'atreides', 'emperor', 'harkonnen'],
    options: { rules: 'advanced' },
    setup: {
      phase: 'revival',
      board: [],
      tanks: { atreides: 4, harkonnen: 4, emperor: 3 },
      spice: { emperor: 10 },
      alliances: [
        ['fremen', 'atreides'],
        ['emperor', 'harkonnen'],
      ],
      hands: { emperor: ['Karama', 'Tleilaxu Ghola'] },
      leaders: { Caid: 'tanks' },
    },
  },
  'bidding with Karama': {
    factions: ['atreides', 'harkonnen', 'emperor'],
    setup: { phase: 'bidding', hands: { harkonnen: ['Karama'], atreides: ['Karama'] } },
  },
  'standing Karama orders': {
    factions: ['atreides', 'fremen', 'emperor'],
    options: { rules: 'advanced' },
    setup: { phase: 'revival', hands: { fremen: ['Karama'], emperor: ['Karama'] } },
    actions: [
      { as: 'fremen', do: 'karama-order', args: { power: 'spice-prescience' } },
      { as: 'fremen', do: 'karama-order', args: { special: true, territory: 'The Great Flat' } },
      { as: 'emperor', do: 'karama-order', args: { power: 'storm-deck' } },
    ],
  },
  'the Bene Gesserit declare their advisors': {
    factions: ['bene-gesserit', 'atreides', 'spacing-guild'],
    options: { rules: 'advanced' },
    setup: {
      phase: 'shipment-movement',
      order: ['atreides', 'spacing-guild', 'bene-gesserit'],
      board: [
        { faction: 'bene-gesserit', territory: 'Arrakeen', forces: 2, advisor: true },
        { faction: 'atreides', territory: 'Arrakeen', forces: 3 },
        { faction: 'bene-gesserit', territory: 'The Great Flat', forces: 2 },
        { faction: 'spacing-guild', territory: "Tuek's Sietch", forces: 5 },
      ],
      hands: { atreides: ['Hajr', 'Karama'] },
    },
  },
  'the Bene Gesserit answer a shipment': {
    factions: ['bene-gesserit', 'atreides', 'spacing-guild'],
    options: { rules: 'advanced' },
    setup: {
      phase: 'shipment-movement',
      order: ['atreides', 'spacing-guild', 'bene-gesserit'],
      board: [
        { faction: 'bene-gesserit', territory: 'The Great Flat', forces: 2 },
        { faction: 'spacing-guild', territory: "Tuek's Sietch", forces: 5 },
      ],
    },
    actions: [{ as: 'atreides', do: 'ship', args: { territory: 'The Great Flat', forces: 2 } }],
  },
  'a spiritual advisor after a shipment': {
    factions: ['bene-gesserit', 'atreides', 'spacing-guild'],
    options: { rules: 'advanced' },
    setup: { phase: 'shipment-movement', order: ['atreides', 'spacing-guild', 'bene-gesserit'], board: [] },
    actions: [{ as: 'atreides', do: 'ship', args: { territory: 'Arrakeen', forces: 2 } }],
  },
  'the Guild may cut in': {
    factions: ['bene-gesserit', 'atreides', 'spacing-guild'],
    options: { rules: 'advanced' },
    setup: { phase: 'shipment-movement', order: ['atreides', 'spacing-guild', 'bene-gesserit'], board: [] },
  },
  'the Guild’s turn': {
    factions: ['bene-gesserit', 'atreides', 'spacing-guild'],
    options: { rules: 'advanced' },
    setup: {
      phase: 'shipment-movement',
      order: ['spacing-guild', 'atreides', 'bene-gesserit'],
      board: [{ faction: 'spacing-guild', territory: "Tuek's Sietch", forces: 5 }],
      alliances: [['spacing-guild', 'atreides']],
    },
  },
  'a choice of battles': {
    factions: TRIO,
    setup: { phase: 'battle', storm: 3, order: ['harkonnen', 'atreides', 'bene-gesserit'], board: BATTLE_BOARD, traitors: noTraitors },
  },
  'Voice and prescience': {
    factions: TRIO,
    setup: {
      phase: 'battle',
      storm: 3,
      order: ['bene-gesserit', 'atreides', 'harkonnen'],
      board: BATTLE_BOARD.slice(0, 2),
      traitors: noTraitors,
      alliances: [['atreides', 'bene-gesserit']],
      hands: { 'bene-gesserit': ['Crysknife', 'Snooper', 'Cheap Hero'], harkonnen: ['Chaumas', 'Shield'] },
    },
  },
  'plans under the Voice': {
    factions: TRIO,
    setup: {
      phase: 'battle',
      storm: 3,
      order: ['bene-gesserit', 'atreides', 'harkonnen'],
      board: BATTLE_BOARD.slice(0, 2),
      traitors: noTraitors,
      alliances: [['atreides', 'bene-gesserit']],
      hands: { 'bene-gesserit': ['Crysknife', 'Snooper', 'Cheap Hero'], harkonnen: ['Chaumas', 'Shield', 'Baliset'] },
    },
    actions: [
      { as: 'bene-gesserit', do: 'voice', args: { kind: 'poison weapon', play: true } },
      { as: 'atreides', do: 'pass' },
    ],
  },
  'traitors, after the reveal': {
    factions: TRIO,
    setup: { phase: 'battle', storm: 3, board: BATTLE_BOARD.slice(2), traitors: { ...noTraitors, harkonnen: ['Duncan Idaho'] } },
    actions: [
      { as: 'atreides', do: 'pass' },
      { as: 'harkonnen', do: 'plan', args: { leader: 'Feyd-Rautha', dial: '2' } },
      { as: 'atreides', do: 'plan', args: { leader: 'Duncan Idaho', dial: '2' } },
    ],
  },
  'the Harkonnen win: keep and capture': {
    factions: TRIO,
    options: { rules: 'advanced' },
    setup: { phase: 'battle', storm: 3, board: BATTLE_BOARD.slice(2), traitors: noTraitors, hands: { harkonnen: ['Crysknife'] } },
    actions: [
      { as: 'atreides', do: 'pass' },
      { as: 'harkonnen', do: 'plan', args: { leader: 'Feyd-Rautha', dial: '2.5', weapon: 'Crysknife' } },
      { as: 'atreides', do: 'plan', args: { leader: 'Duncan Idaho', dial: '0' } },
      { as: 'atreides', do: 'pass' },
      { as: 'harkonnen', do: 'pass' },
    ],
  },
  'the loser answers the Harkonnen’s kill (Karama or let it go ahead)': {
    factions: TRIO,
    options: { rules: 'advanced' },
    setup: {
      phase: 'battle',
      storm: 3,
      board: BATTLE_BOARD.slice(2),
      traitors: noTraitors,
      hands: { atreides: ['Karama'], 'bene-gesserit': ['Karama'] },
      leaders: { 'Thufir Hawat': 'tanks', 'Lady Jessica': 'tanks', 'Gurney Halleck': 'tanks', 'Dr. Wellington Yueh': 'tanks' },
    },
    actions: [
      { as: 'atreides', do: 'pass' },
      { as: 'harkonnen', do: 'plan', args: { leader: 'Feyd-Rautha', dial: '2.5' } },
      { as: 'atreides', do: 'plan', args: { leader: 'Duncan Idaho', dial: '0' } },
      { as: 'atreides', do: 'pass' },
      { as: 'harkonnen', do: 'pass' },
      { as: 'harkonnen', do: 'capture', args: { choice: 'kill' } },
    ],
  },
  'a move with a Hajr in hand': {
    factions: ['atreides', 'harkonnen', 'emperor'],
    setup: {
      phase: 'shipment-movement',
      storm: 3,
      order: ['atreides', 'harkonnen', 'emperor'],
      board: [{ faction: 'atreides', territory: 'Arrakeen', forces: 5 }],
      hands: { atreides: ['Hajr'] },
    },
    actions: [{ as: 'atreides', do: 'pass' }],
  },
  'the Harkonnen give back a hand taken with Karama': {
    factions: TRIO,
    options: { rules: 'advanced' },
    setup: { phase: 'bidding', hands: { atreides: ['Crysknife', 'Snooper'], harkonnen: ['Karama', 'Baliset'] } },
    actions: [{ as: 'harkonnen', do: 'play', args: { card: 'Karama', special: true, target: 'atreides' } }],
  },
  'a Thumper at the start of the Spice Blow': {
    factions: TRIO,
    options: { rules: 'basic', expansionTreacheryCards: true },
    setup: { turn: 2, phase: 'spice-blow', storm: 5, hands: { atreides: ['Thumper'] }, spiceDiscard: { A: ['Red Chasm'], B: [] } },
    actions: [],
  },
  'a Harvester just after a territory card': {
    factions: TRIO,
    options: { rules: 'basic', expansionTreacheryCards: true },
    setup: { turn: 2, phase: 'spice-blow', storm: 5, hands: { atreides: ['Harvester'] }, spiceDeck: ['Red Chasm'] },
    actions: [],
  },
  'a revealed Poison Tooth': {
    factions: TRIO,
    options: { rules: 'basic', expansionTreacheryCards: true },
    setup: { phase: 'battle', storm: 3, board: BATTLE_BOARD.slice(2), traitors: noTraitors, hands: { harkonnen: ['Poison Tooth'] } },
    actions: [
      { as: 'atreides', do: 'pass' },
      { as: 'harkonnen', do: 'plan', args: { leader: 'Feyd-Rautha', dial: '1', weapon: 'Poison Tooth' } },
      { as: 'atreides', do: 'plan', args: { leader: 'Duncan Idaho', dial: '0' } },
    ],
  },
  'the HMS to place after the first storm (IX-3)': {
    factions: ['ixians', 'atreides', 'harkonnen'],
    setup: { turn: 1, phase: 'storm' },
    actions: [
      { as: 'ixians', do: 'dial', args: { value: 1 } },
      { as: 'harkonnen', do: 'dial', args: { value: 1 } },
    ],
  },
  'the HMS to move as the Storm phase begins (IX-5)': {
    factions: ['ixians', 'atreides', 'harkonnen'],
    setup: { turn: 2, phase: 'storm', storm: 2, hms: { territory: 'Polar Sink' }, board: [{ faction: 'ixians', territory: 'HMS', forces: 6, elite: 3 }] },
  },
  'deals and a question to answer': {
    factions: TRIO,
    setup: { phase: 'bidding', spice: { atreides: 8, harkonnen: 8 }, hands: { atreides: ['Truthtrance'] } },
    actions: [
      { as: 'atreides', do: 'deal', args: { with: 'harkonnen', terms: 'We leave Arrakeen alone.', spice: 2 } },
      { as: 'harkonnen', do: 'deal', args: { with: 'atreides', terms: 'We do not bid on the next card.' } },
      { as: 'atreides', do: 'accept', args: { deal: 2 } },
      { as: 'atreides', do: 'play', args: { card: 'Truthtrance', target: 'harkonnen', question: 'Do you hold a Karama?' } },
    ],
  },
  'the Ixians won, Cyborgs lost and Suboids surviving (IX-9)': {
    factions: ['ixians', 'harkonnen'],
    setup: {
      phase: 'battle',
      storm: 3,
      order: ['ixians', 'harkonnen'],
      board: [
        { faction: 'ixians', territory: 'Arrakeen', forces: 8, elite: 2 },
        { faction: 'harkonnen', territory: 'Arrakeen', forces: 3 },
      ],
      traitors: { ixians: [], harkonnen: [] },
      hands: { ixians: [], harkonnen: [] },
    },
    actions: [
      { as: 'ixians', do: 'plan', args: { leader: 'Dominic Vernius', dial: '6' } },
      { as: 'harkonnen', do: 'plan', args: { leader: 'Umman Kudu', dial: '1' } },
      { as: 'ixians', do: 'pass' },
      { as: 'harkonnen', do: 'pass' },
    ],
  },
  'the winner takes one of the loser’s Tech Tokens (TECH-5)': tleilaxuBattle({
    faceDancers: ['Wykk', 'Bashar', 'Blin'],
    techTokens: { emperor: ['Heighliners', 'Spice Production'], tleilaxu: ['Axlotl Tanks'] },
  }),
  'the Tleilaxu place forces after a Face Dancer’s reveal (TLX-2 step 5)': tleilaxuBattle({
    faceDancers: ['Feyd-Rautha', 'Bashar', 'Blin'],
    board: [
      { faction: 'tleilaxu', territory: 'South Mesa', sector: 3, forces: 2 },
      { faction: 'tleilaxu', territory: 'South Mesa', sector: 4, forces: 1 },
    ],
  }),
  'the Tleilaxu asked whether to reveal a Face Dancer (TLX-2, their order `ask`)': tleilaxuBattle({ faceDancers: ['Feyd-Rautha', 'Bashar', 'Blin'] }, [
    { as: 'tleilaxu', do: 'face-dancer-order', args: { reveal: 'ask' } },
  ]),
  'the Mentat Pause with a Face Dancer to swap (TLX-4)': {
    factions: ['atreides', 'harkonnen', 'tleilaxu'],
    setup: { turn: 4, phase: 'mentat', faceDancers: ['Duncan Idaho', { leader: 'Feyd-Rautha', revealed: true }, 'Wykk'] },
    actions: [],
  },
  'the Ixians choose the auction cards (IX-2)': {
    factions: ['ixians', 'atreides', 'harkonnen'],
    setup: {
      phase: 'bidding',
      order: ['ixians', 'atreides', 'harkonnen'],
      hands: { ixians: [], atreides: [], harkonnen: [] },
      treacheryDeck: ['Crysknife', 'Maula Pistol', 'Hajr', 'Truthtrance'],
    },
    actions: [],
  },
  'the Ixians order Technology for card 2, card 1 up for bid (IX-10)': {
    factions: ['ixians', 'atreides', 'harkonnen'],
    options: { rules: 'advanced' },
    setup: {
      phase: 'bidding',
      order: ['ixians', 'atreides', 'harkonnen'],
      hands: { ixians: ['Shield', 'Lasgun'], atreides: [], harkonnen: [] },
      treacheryDeck: ['Crysknife', 'Maula Pistol', 'Hajr', 'Truthtrance'],
    },
    actions: [
      { as: 'ixians', do: 'put-back', args: { card: 'Truthtrance', where: 'bottom' } },
      { as: 'ixians', do: 'technology', args: { choice: 'swap', card: 2, give: 'Shield' } },
    ],
  },
  'the Ixians’ ally ordered every card it wins replaced, and card 2 is up after card 1 was replaced at once (IX-12)': {
    factions: ['ixians', 'atreides', 'harkonnen'],
    setup: {
      phase: 'bidding',
      order: ['ixians', 'atreides', 'harkonnen'],
      spice: { ixians: 5, atreides: 5, harkonnen: 5 },
      hands: { ixians: [], atreides: [], harkonnen: [] },
      treacheryDeck: ['Crysknife', 'Maula Pistol', 'Hajr', 'Truthtrance'],
      alliances: [['ixians', 'atreides']],
    },
    actions: [
      { as: 'atreides', do: 'replacement-order', args: { choice: 'replace' } },
      { as: 'ixians', do: 'put-back', args: { card: 'hajr', where: 'top' } },
      { as: 'ixians', do: 'pass' },
      { as: 'atreides', do: 'bid', args: { amount: 1 } },
      { as: 'harkonnen', do: 'pass' },
      { as: 'ixians', do: 'pass' },
    ],
  },
  'the Ixians’ ally just won a card it may replace; the Ixians may withhold the permission (IX-12)': {
    factions: ['ixians', 'atreides', 'harkonnen'],
    setup: {
      phase: 'bidding',
      order: ['ixians', 'atreides', 'harkonnen'],
      spice: { ixians: 5, atreides: 5, harkonnen: 5 },
      hands: { ixians: [], atreides: [], harkonnen: [] },
      treacheryDeck: ['Crysknife', 'Maula Pistol', 'Hajr', 'Truthtrance'],
      alliances: [['ixians', 'atreides']],
    },
    actions: [
      { as: 'ixians', do: 'put-back', args: { card: 'hajr', where: 'top' } },
      { as: 'ixians', do: 'pass' },
      { as: 'atreides', do: 'bid', args: { amount: 1 } },
      { as: 'harkonnen', do: 'pass' },
      { as: 'ixians', do: 'pass' },
    ],
  },
};

describe('every choice offered at rarely reached positions is accepted', () => {
  it('walks every decision of every seat at each position, and reaches every action of the game', () => {
    const w: Walk = { applied: 0, problems: [] };
    const walked = new Set<string>();
    for (const [name, sc] of Object.entries(CURATED)) {
      const s = finalState({ seed: 9, options: { rules: 'basic' }, setup: {}, ...sc });
      const before = w.problems.length;
      for (const f of s.factions)
        for (const d of decisionsFor(s, f)) {
          walked.add(d.action);
          walk(s, f, d, w, walked.size);
        }
      if (w.problems.length > before) w.problems.push(`(at the position "${name}")`);
    }
    expect(w.problems).toEqual([]);
    expect([...new Set(ALL_ACTIONS.map((a) => a.name))].filter((a) => !walked.has(a))).toEqual([]);
  }, 60_000);
});

/** The values of a list of options. */
const options = (s: DuneState, f: FactionId, action: string, chosen: Record<string, unknown>, arg: string): unknown[] => {
  const o = optionsFor(s, f, action, chosen, arg);
  return o.kind === 'list' ? o.options.map((x) => x.value) : [];
};

/** Every territory and sector where `args` (with `territory`/`sector` named `place`/`piece`) is accepted, by brute force. */
function acceptedPlaces(s: DuneState, f: FactionId, action: string, args: Record<string, unknown>, place: string, piece: string): string[] {
  return TERRITORY_IDS.filter((t) => {
    const sectors = territory(t).sectors.length ? territory(t).sectors : [undefined];
    return sectors.some((sector) => applyAction(s, { kind: 'seat', seat: f }, { do: action, args: { ...args, [place]: t, [piece]: sector } }).ok);
  });
}

describe('nothing legal is left out', () => {
  it('offers every territory where a shipment or a movement of one force is accepted (the search prunes nothing legal)', () => {
    let compared = 0;
    for (const s of positions(EVERY_POSITION)) {
      const st = s.step.phase === 'shipment-movement' ? s.step : undefined;
      const f = st?.current;
      if (!st || !f || st.bgPending.length > 0 || st.declaring || compared >= 24) continue;
      if (st.part === 'ship') {
        const offered = options(s, f, 'ship', {}, 'territory');
        expect(offered.sort(), `${f} ships, turn ${s.turn}`).toEqual(acceptedPlaces(s, f, 'ship', { forces: 1 }, 'territory', 'sector').sort());
        compared++;
      }
      for (const x of s.board.filter((b) => b.faction === f && b.sector !== 0).slice(0, 2)) {
        const from = { from: x.territory, fromSector: x.sector };
        const offered = optionsFor(s, f, 'move', from, 'to');
        const accepted = acceptedPlaces(s, f, 'move', { ...from, forces: 1 }, 'to', 'toSector');
        expect(offered.kind === 'list' ? offered.options.map((o) => o.value).sort() : [], `${f} moves from ${x.territory}, turn ${s.turn}`).toEqual(
          accepted.sort(),
        );
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(10);
  }, 60_000);
});

describe('a none always says why', () => {
  it('questions about actions the game does not expect now are answered with the engine’s reason', () => {
    const created = createGame({ seats: ALL, seed: 1 });
    if (!created.ok) throw new Error(created.error.message);
    const s = created.value.state;
    for (const f of ALL)
      for (const [action, arg] of [
        ['bid', 'amount'],
        ['move', 'from'],
        ['plan', 'leader'],
        ['revive', 'forces'],
        ['capture', 'choice'],
      ] as const) {
        const o = optionsFor(s, f, action, {}, arg);
        expect(o.kind === 'none' && o.reason.length > 10, `${f} ${action} ${arg}: ${JSON.stringify(o)}`).toBe(true);
      }
  });
});

/** Everything a seat is offered at a position: its decisions and the options of each decision's first argument. */
function offered(s: DuneState, f: FactionId): string {
  return JSON.stringify(decisionsFor(s, f).map((d) => ({ ...d, first: d.args[0] ? optionsFor(s, f, d.action, d.preset ?? {}, d.args[0]) : null })));
}

describe('hidden information', () => {
  it('what a seat is offered never changes with another faction’s hand, traitors, spice or other secrets', () => {
    let ownChanges = 0;
    for (const [n, s] of positions(EVERY_POSITION).entries()) {
      if (n % 41 !== 0) continue;
      for (const f of s.factions) {
        const before = offered(s, f);
        for (const other of s.factions.filter((x) => x !== f))
          expect(offered(perturbSecrets(s, other), f), `${f}'s choices with ${other}'s secrets changed (turn ${s.turn}, ${s.phase})`).toBe(before);
        // The check can fail: a seat's own secrets do change what it is offered.
        if (offered(perturbSecrets(s, f), f) !== before) ownChanges++;
      }
    }
    expect(ownChanges).toBeGreaterThan(10);
  }, 120_000);
});
