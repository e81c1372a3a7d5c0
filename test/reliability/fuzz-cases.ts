import { ALL_ACTIONS } from '../../src/dune/registry';
import type { ActionSpec, DuneAction } from '../../src/dune/actions/spec';
import { FACTION_IDS, LEADERS } from '../../src/dune/data/factions';
import { PHASE_MODULES } from '../../src/dune/phases';
import type { DuneState, FactionId } from '../../src/dune/state';
import type { Rng } from '../../src/engine/rng';
import type { ArgSpec } from '../../src/dune/actions/args';

/**
 * Malformed commands for the fuzz test. Each case is wrong for a known reason, so it must be
 * refused, and its error must name what was wrong: one of `mentions` (the argument, the action,
 * the value, the faction) appears in the message.
 */
export interface FuzzCase {
  readonly kind: FuzzKind;
  /** The faction who sends it, or null for a member of the server with no seat. */
  readonly faction: FactionId | null;
  /** Anything at all: raw JSON, possibly not even an action. */
  readonly action: DuneAction;
  readonly mentions: readonly string[];
}

export type FuzzKind =
  | 'unknown-name'
  | 'bad-number'
  | 'huge-number'
  | 'wrong-phase'
  | 'not-your-turn'
  | 'unseated'
  | 'unknown-action'
  | 'unknown-argument'
  | 'missing-argument'
  | 'malformed'
  | 'other-faction';

type Spec = ActionSpec;
const NAME_TYPES = new Set<ArgSpec['type']>(['territory', 'faction', 'card', 'leader', 'choice']);
const NUMBER_TYPES = new Set<ArgSpec['type']>(['sector', 'count', 'integer']);

/** The spec the engine would pick for `name` now, as `pickSpec` does. */
function specNow(s: DuneState, name: string): Spec | undefined {
  return ALL_ACTIONS.find((a) => a.name === name && (a.phases.includes('any') || a.phases.includes(s.phase)) && (!a.when || a.when(s)));
}

/** Strings no territory, card, leader or faction is called: junk, blanks, control and wide characters, long. */
function junkName(r: Rng, maxLength: number): string {
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template placeholder is one of the junk strings on purpose
  const pieces = ['Zq', 'ﷺ', '𝔄𝔯𝔯𝔞𝔨𝔦𝔰', '🐛🏜️', 'ـ', '\u200b', '\u202e', 'Ω≈ç', '<@123>', '`x`', '%s', '${x}', '\\n', '"', "'", 'null', 'undefined', 'Δ'];
  switch (r.int(6)) {
    case 0:
      return '';
    case 1:
      return ' '.repeat(1 + r.int(5));
    case 2:
      return `Zq${'x'.repeat(Math.max(0, maxLength - 2 - r.int(3)))}`;
    default: {
      let out = 'Zq';
      const n = 1 + r.int(8);
      for (let i = 0; i < n; i++) out += r.pick(pieces) + String.fromCharCode(0x61 + r.int(26));
      return out.slice(0, maxLength);
    }
  }
}

/** A value no number argument accepts: negative, below the minimum, above the maximum, fractional, or not a number. */
function badNumber(r: Rng, arg: ArgSpec): unknown {
  const min = arg.min ?? (arg.type === 'sector' ? 1 : arg.type === 'count' ? 0 : -Infinity);
  const max = arg.max ?? (arg.type === 'sector' ? 18 : Infinity);
  const choices: unknown[] = [0.5, 2.25, -0.5, NaN, Infinity, -Infinity, '3', 'three', '', true, [1], { n: 1 }];
  if (Number.isFinite(min)) choices.push(min - 1, min - 1000, -(2 ** 53));
  if (Number.isFinite(max)) choices.push(max + 1, 2 ** 31, Number.MAX_SAFE_INTEGER);
  return r.pick(choices);
}

const A_LEADER = ([...LEADERS.values()][0] as { name: string }).name;

/** Plausible arguments for a spec (used where the arguments are not what is wrong). */
function plausibleArgs(r: Rng, s: DuneState, spec: Spec): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const a of spec.args.filter((x) => x.required)) {
    if (NUMBER_TYPES.has(a.type)) out[a.name] = a.min ?? 1;
    else if (a.type === 'boolean') out[a.name] = r.int(2) === 0;
    else if (a.type === 'faction') out[a.name] = r.pick(s.factions);
    else if (a.type === 'choice') out[a.name] = r.pick(a.choices ?? ['x']);
    else if (a.type === 'territory') out[a.name] = 'Arrakeen';
    else if (a.type === 'leader') out[a.name] = A_LEADER;
    else if (a.type === 'card') out[a.name] = 'Lasgun';
    else out[a.name] = 'yes';
  }
  return out;
}

/**
 * One malformed command for state `s`, of a kind drawn at random among those that make sense
 * now. `maxString` bounds the strings (Discord's option limit, or longer for raw arguments).
 */
export function fuzzCase(r: Rng, s: DuneState, maxString: number): FuzzCase {
  const waiting = PHASE_MODULES[s.phase].waitingFor(s);
  const seated = s.factions;
  const available = ALL_ACTIONS.filter((a) => specNow(s, a.name) === a);
  // Actions the given faction may send now, so that its arguments are what gets checked.
  const usable = (f: FactionId) => available.filter((a) => a.outOfTurn || waiting.includes(f));
  const actor = (): FactionId => (waiting.length && r.int(4) > 0 ? r.pick(waiting) : r.pick(seated));
  const kinds: (() => FuzzCase | null)[] = [
    () => {
      const f = actor();
      const spec = pickWith(r, usable(f), (a) => a.args.some((x) => NAME_TYPES.has(x.type)));
      if (!spec) return null;
      const arg = r.pick(spec.args.filter((x) => NAME_TYPES.has(x.type)));
      const value = junkName(r, maxString);
      const args = { ...plausibleArgs(r, s, spec), [arg.name]: value };
      return { kind: 'unknown-name', faction: f, action: { do: spec.name, args }, mentions: [arg.name, ...(value.trim() ? [value] : [])] };
    },
    () => {
      const f = actor();
      const spec = pickWith(r, usable(f), (a) => a.args.some((x) => NUMBER_TYPES.has(x.type)));
      if (!spec) return null;
      const arg = r.pick(spec.args.filter((x) => NUMBER_TYPES.has(x.type)));
      return {
        kind: 'bad-number',
        faction: f,
        action: { do: spec.name, args: { ...plausibleArgs(r, s, spec), [arg.name]: badNumber(r, arg) } },
        mentions: [arg.name],
      };
    },
    () => {
      // More spice, forces or anything than exist: legal as a number, never as a move.
      const f = actor();
      const spec = pickWith(r, usable(f), (a) => a.args.some((x) => x.type === 'count' && x.max === undefined));
      if (!spec) return null;
      const arg = r.pick(spec.args.filter((x) => x.type === 'count' && x.max === undefined));
      const value = r.pick([10_000, 2 ** 31 - 1, Number.MAX_SAFE_INTEGER]);
      const args = { ...plausibleArgs(r, s, spec), [arg.name]: value };
      // The rules judge the whole move: the first thing they find wrong may be another argument,
      // or the move itself ("no ally to revive"), or who makes it ("Atreides are not fighting").
      const named = Object.values(args).flatMap((v) => (typeof v === 'string' ? [v] : typeof v === 'number' ? [String(v)] : []));
      return { kind: 'huge-number', faction: f, action: { do: spec.name, args }, mentions: [arg.name, ...spec.name.split('-'), factionWord(f), ...named] };
    },
    () => {
      const names = [...new Set(ALL_ACTIONS.map((a) => a.name))].filter((n) => !specNow(s, n));
      if (!names.length) return null;
      const name = r.pick(names);
      const spec = ALL_ACTIONS.find((a) => a.name === name) as Spec;
      return { kind: 'wrong-phase', faction: actor(), action: { do: name, args: plausibleArgs(r, s, spec) }, mentions: [name] };
    },
    () => {
      const idle = seated.filter((f) => !waiting.includes(f));
      const spec = r.pick([null, ...available.filter((a) => !a.outOfTurn)]);
      if (!idle.length || !spec) return null;
      const f = r.pick(idle);
      return { kind: 'not-your-turn', faction: f, action: { do: spec.name, args: plausibleArgs(r, s, spec) }, mentions: [factionWord(f)] };
    },
    () => {
      const spec = r.pick(ALL_ACTIONS);
      return { kind: 'unseated', faction: null, action: { do: spec.name, args: plausibleArgs(r, s, spec) }, mentions: ['not seated'] };
    },
    () => {
      const name = r.pick(['shipp', 'Ship', 'attack', 'win', 'rm -rf', '', '🐛', 'x'.repeat(300), 'constructor', '__proto__']);
      return { kind: 'unknown-action', faction: actor(), action: { do: name, args: {} }, mentions: [name || 'no action ""'] };
    },
    () => {
      const f = actor();
      const spec = pickWith(r, usable(f), () => true);
      if (!spec) return null;
      const key = r.pick(['foo', 'Territory', 'amount ', '__proto__x', '🐛', 'constructor']);
      if (spec.args.some((a) => a.name === key)) return null;
      return { kind: 'unknown-argument', faction: f, action: { do: spec.name, args: { ...plausibleArgs(r, s, spec), [key]: 1 } }, mentions: [key] };
    },
    () => {
      const f = actor();
      const spec = pickWith(r, usable(f), (a) => a.args.some((x) => x.required));
      if (!spec) return null;
      const arg = r.pick(spec.args.filter((x) => x.required));
      const args: Record<string, unknown> = plausibleArgs(r, s, spec);
      delete args[arg.name];
      return { kind: 'missing-argument', faction: f, action: { do: spec.name, args }, mentions: [arg.name] };
    },
    () => {
      const f = actor();
      const spec = pickWith(r, usable(f), (a) => a.args.length > 0);
      const name = spec?.name ?? 'give';
      const shape = r.int(4);
      if (shape === 0)
        return { kind: 'malformed', faction: f, action: { do: r.pick([7, null, ['ship'], { x: 1 }]) } as unknown as DuneAction, mentions: ['`do`'] };
      const args = r.pick<unknown>(['ship 3 Arrakeen', 42, ['Arrakeen', 3], true]);
      return { kind: 'malformed', faction: f, action: { do: name, args } as unknown as DuneAction, mentions: [name] };
    },
    () => {
      // Giving spice to oneself, or to a faction that does not play.
      const f = r.pick(seated);
      const absent = FACTION_IDS.filter((g) => !seated.includes(g));
      const to = absent.length && r.int(2) === 0 ? r.pick(absent) : f;
      return { kind: 'other-faction', faction: f, action: { do: 'give', args: { to, amount: 1 } }, mentions: ['another player', factionWord(to)] };
    },
  ];
  for (;;) {
    const made = r.pick(kinds)();
    if (made) return made;
  }
}

function pickWith(r: Rng, specs: readonly Spec[], keep: (spec: Spec) => boolean): Spec | undefined {
  const pool = specs.filter(keep);
  return pool.length ? r.pick(pool) : undefined;
}

/** How the engine's messages name a faction ("Bene Gesserit"), first word enough. */
function factionWord(f: FactionId): string {
  const words = f.split('-');
  return (words[0] as string).replace(/^./, (c) => c.toUpperCase());
}

/** Whether `message` names one of `mentions` (case-insensitive). */
export function namesTheProblem(message: string, mentions: readonly string[]): boolean {
  const m = message.toLowerCase();
  return mentions.some((x) => m.includes(x.toLowerCase()));
}
