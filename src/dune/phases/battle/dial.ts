import { fail } from '../../../engine/result';
import { eliteName } from '../../board';
import { factionName } from '../../data/factions';
import { hooksOf } from '../../factions';
import { isAdvanced } from '../../options';
import type { DuneState, FactionId, Forces } from '../../state';
import type { Battle, DialRules } from '../../shape/battle';
import { agrees } from '../../victory/describe';

/**
 * The dial is a text argument so that Advanced half steps read naturally: "4", "3.5", "3,5",
 * "3½" or "3 1/2". A JSON number is not accepted (text arguments are text).
 */
export function parseDial(text: string): number {
  const t = text
    .trim()
    .replace(/\s*(½|1\/2)$/, '.5')
    .replace(',', '.');
  if (!/^(\d+(\.\d+)?|\.5)$/.test(t) || !Number.isInteger(Number(t) * 2))
    fail('bad-dial', `The dial is a number of 0 or more in whole or half steps, such as "4" or "3.5"; "${text}" is not.`);
  return Number(t);
}

/**
 * How `f`'s forces count in battle `b`: in full in the Basic game; in the Advanced game a force
 * counts in full with spice and a starred one double (§11.6–11.7), as far as `f`'s own powers
 * change it (their `dialRules` hook; a Karama that stopped a strength power takes it away, strength.ts).
 */
export function dialRules(s: DuneState, b: Battle, f: FactionId): DialRules {
  const hooks = hooksOf(f);
  if (!isAdvanced(s.options)) {
    const basic = { free: true, elite: 1 };
    return hooks.dialsInBasic ? (hooks.dialRules?.(s, b, f, basic) ?? basic) : basic;
  }
  const base = { free: false, elite: 2 };
  return hooks.dialRules?.(s, b, f, base) ?? base;
}

/**
 * The tokens that make up `dial` with `spice` supporting that many of them (Advanced §11.7: a force
 * counts in full with 1 spice, half without). `elite` fixes how many starred tokens are used;
 * otherwise ordinary tokens go first, and spice supports starred tokens first (they gain more).
 * Ordinary tokens of a fixed strength (`rules.regular`, the Suboids) take no spice.
 */
export function tokensForDial(available: Forces, dial: number, spice: number, rules: DialRules, elite?: number): Forces | undefined {
  const d2 = dial * 2;
  const elites = elite === undefined ? range(0, available.elite) : [elite];
  // An ordinary token's strength in half units, when spice has no say in it.
  const fixed = rules.regular === undefined ? undefined : rules.regular * 2;
  const regulars = (r2: number, unit: number): number | undefined => (r2 >= 0 && r2 % unit === 0 && r2 / unit <= available.regular ? r2 / unit : undefined);
  for (const e of elites) {
    if (e > available.elite) continue;
    if (rules.free) {
      const r = spice === 0 ? regulars(d2 - 2 * rules.elite * e, fixed ?? 2) : undefined;
      if (r !== undefined) return { regular: r, elite: e };
      continue;
    }
    for (let es = Math.min(spice, e); es >= 0; es--) {
      const rs = spice - es;
      if (fixed !== undefined) {
        const r = rs === 0 ? regulars(d2 - rules.elite * (e + es), fixed) : undefined;
        if (r !== undefined) return { regular: r, elite: e };
        continue;
      }
      // Strength in half units: starred 2·v supported, v unsupported; ordinary 2 supported, 1 unsupported.
      const r = d2 - rules.elite * (e + es) - rs;
      if (r >= rs && r <= available.regular) return { regular: r, elite: e };
    }
  }
  return undefined;
}

/** The dials a side can set with this much spice, for error messages. */
export function possibleDials(available: Forces, spice: number, rules: DialRules): number[] {
  const most = available.regular * (rules.regular ?? 1) + rules.elite * available.elite;
  return range(0, most * 2)
    .map((d2) => d2 / 2)
    .filter((d) => tokensForDial(available, d, spice, rules));
}

/** Why a dial cannot be set, in the game's terms. */
export function explainDial(s: DuneState, f: FactionId, available: Forces, dial: number, spice: number, rules: DialRules, where: string): never {
  const forces = `${available.regular + available.elite} forces${available.elite ? ` (${available.elite} ${eliteName(f)})` : ''}`;
  if (!isAdvanced(s.options) && rules.regular === undefined && rules.elite === 1)
    fail(
      'bad-dial',
      `The ${factionName(f)} ${agrees(f, 'have')} ${forces} ${where}: dial a whole number from 0 to ${available.regular + available.elite}, not ${dial}.`,
    );
  const options = possibleDials(available, spice, rules);
  const elites = available.elite ? `; ${eliteName(f)} count ${rules.free ? rules.elite : `${rules.elite} and ${rules.elite / 2}`}` : '';
  const how =
    rules.regular !== undefined
      ? `each ordinary force counts ${rules.regular === 0.5 ? '½' : rules.regular} and spice neither needs nor raises it${elites}`
      : rules.free
        ? 'the Fremen are battle hardened: each force counts in full without spice'
        : `each force counts 1 with 1 spice and ½ without${elites}`;
  const can = options.length ? `from ${options[0]} to ${options[options.length - 1]}` : 'nothing (spice supports only forces that are dialled)';
  fail(
    'bad-dial',
    `The ${factionName(f)} cannot dial ${dial} with ${spice} spice: they have ${forces} ${where}, and ${how}. With ${spice} spice they can dial ${can}.`,
  );
}

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);
