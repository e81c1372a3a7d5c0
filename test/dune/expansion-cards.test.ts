import { describe, expect, it } from 'vitest';
import { createGame } from '../../src/dune/create';
import { EXPANSION_CARDS, cardKind, treacheryDeckFor } from '../../src/dune/data/cards';
import { DEFAULT_OPTIONS } from '../../src/dune/options';
import { battleScenario, eventsOf, pass, plan, run, runOk, type Action } from './battle-helpers';

const CARDS = { rules: 'basic' as const, expansionTreacheryCards: true };

interface Side {
  weapon?: string;
  defense?: string;
}

/**
 * Harkonnen (aggressor: Feyd-Rautha, 6, dial 3) against the Emperor (Count Hasimir Fenring, 6,
 * dial 5) in Arrakeen, each holding the cards of its plan, Basic rules with the expansion's cards.
 */
function clash(h: Side, e: Side, options: Record<string, unknown> = {}, after: Action[] = [pass('harkonnen'), pass('emperor'), ...toothStrikes(h, e)]) {
  const held = (x: Side) => [x.weapon, x.defense].filter((c): c is string => c !== undefined);
  return battleScenario(
    ['harkonnen', 'emperor'],
    {
      order: ['harkonnen', 'emperor'],
      spice: { harkonnen: 10, emperor: 10 },
      board: [
        { faction: 'harkonnen', territory: 'Arrakeen', forces: 6 },
        { faction: 'emperor', territory: 'Arrakeen', forces: 5 },
      ],
      hands: { harkonnen: held(h), emperor: held(e) },
    },
    [plan('harkonnen', { leader: 'Feyd-Rautha', dial: '3', ...h }), plan('emperor', { leader: 'Count Hasimir Fenring', dial: '5', ...e }), ...after],
    { ...CARDS, ...options },
  );
}

/** The Poison Tooth's player lets it strike (the plan as made). */
const toothStrikes = (h: Side, e: Side): Action[] =>
  h.weapon === 'Poison Tooth' ? [tooth('harkonnen', false)] : e.weapon === 'Poison Tooth' ? [tooth('emperor', false)] : [];
const tooth = (as: string, withdraw: boolean): Action => ({ as, do: 'poison-tooth', args: { withdraw } });

const killed = (h: Side, e: Side, options: Record<string, unknown> = {}) => eventsOf(runOk(clash(h, e, options)), 'leader-killed').map((x) => x.leader);
const defenderDies = (h: Side, e: Side) => killed(h, e).includes('Count Hasimir Fenring');

describe('the expansion deck (ixians-tleilaxu.md §6, §7.3)', () => {
  it('expansionTreacheryCards: 47 cards with all 14, 45 without Poison Blade and Shield Snooper, 46 without Amal; a base game keeps 33', () => {
    const on = { ...DEFAULT_OPTIONS, expansionTreacheryCards: true } as const;
    expect(treacheryDeckFor(on, ['atreides'])).toHaveLength(47);
    expect(new Set(treacheryDeckFor(on, ['atreides'])).size).toBe(47);
    expect(treacheryDeckFor({ ...on, poisonBladeShieldSnooper: false }, ['atreides'])).toHaveLength(45);
    expect(treacheryDeckFor({ ...on, amal: false }, ['atreides'])).toHaveLength(46);
    expect(treacheryDeckFor(DEFAULT_OPTIONS, ['atreides', 'harkonnen'])).toHaveLength(33);
    expect(treacheryDeckFor(DEFAULT_OPTIONS, ['atreides', 'tleilaxu'])).toHaveLength(47);
    const game = createGame({ seats: ['atreides', 'harkonnen'], options: { expansionTreacheryCards: true }, seed: 3 });
    if (!game.ok) throw new Error(game.error.message);
    const s = game.value.state;
    expect(s.decks.treachery.length + s.factions.reduce((n, f) => n + (s.hands[f]?.length ?? 0), 0)).toBe(47);
  });

  it('CARD-SHIELD-2 and CARD-SNOOPER-2 are a fifth Shield and a fifth Snooper', () => {
    const deck = treacheryDeckFor({ ...DEFAULT_OPTIONS, expansionTreacheryCards: true }, []);
    expect(deck.filter((c) => cardKind(c).id === 'shield')).toHaveLength(5);
    expect(deck.filter((c) => cardKind(c).id === 'snooper')).toHaveLength(5);
    expect(EXPANSION_CARDS.find((c) => c.ref === 'CARD-SHIELD-2')?.card).toBe('shield-5');
    expect(EXPANSION_CARDS.find((c) => c.ref === 'CARD-SNOOPER-2')?.card).toBe('snooper-5');
    expect(defenderDies({ weapon: 'Crysknife' }, { defense: 'Shield' })).toBe(false);
  });
});

/**
 * ixians-tleilaxu.md §6.2's truth table: does the defender's leader die? Rows are the aggressor's
 * weapon, columns the defender's defense. Weirding Way as a defense needs a real weapon beside it
 * (§6.1): the defender then also plays a Hunter-Seeker, which strikes only the aggressor.
 */
const DEFENSES = ['none', 'Shield', 'Snooper', 'Shield Snooper', 'Weirding Way', 'Chemistry'] as const;
const ROWS: readonly (readonly [string, string, readonly ('dies' | 'lives' | 'explosion')[]])[] = [
  ['Projectile', 'Crysknife', ['dies', 'lives', 'dies', 'lives', 'lives', 'dies']],
  ['Hunter-Seeker', 'Hunter-Seeker', ['dies', 'lives', 'dies', 'lives', 'lives', 'dies']],
  ['Weirding Way as weapon', 'Weirding Way', ['dies', 'lives', 'dies', 'lives', 'lives', 'dies']],
  ['Poison', 'Chaumas', ['dies', 'dies', 'lives', 'lives', 'dies', 'lives']],
  ['Basilia Weapon', 'Basilia Weapon', ['dies', 'dies', 'lives', 'lives', 'dies', 'lives']],
  ['Poison Blade', 'Poison Blade', ['dies', 'dies', 'dies', 'lives', 'dies', 'dies']],
  ['Lasgun', 'Lasgun', ['dies', 'explosion', 'dies', 'explosion', 'dies', 'dies']],
  ['Artillery Strike', 'Artillery Strike', ['dies', 'lives', 'dies', 'lives', 'dies', 'dies']],
  ['Poison Tooth', 'Poison Tooth', ['dies', 'dies', 'dies', 'dies', 'dies', 'lives']],
];
const CELLS = ROWS.flatMap(([row, weapon, outcomes]) =>
  DEFENSES.filter((d) => !(d === 'Weirding Way' && weapon === 'Weirding Way')).map((defense) => ({
    row,
    weapon,
    defense,
    expected: outcomes[DEFENSES.indexOf(defense)],
  })),
);

describe('§6.2 leader deaths', () => {
  it.each(CELLS)('§6.2 truth table: $row against $defense: the defender’s leader $expected', ({ weapon, defense, expected }) => {
    const e: Side =
      defense === 'none' ? {} : defense === 'Weirding Way' ? { weapon: weapon === 'Hunter-Seeker' ? 'Crysknife' : 'Hunter-Seeker', defense } : { defense };
    const out = runOk(clash({ weapon }, e));
    const dead = eventsOf(out, 'leader-killed').map((x) => x.leader);
    if (expected === 'explosion') expect(eventsOf(out, 'lasgun-shield-explosion')).toHaveLength(1);
    else {
      expect(eventsOf(out, 'lasgun-shield-explosion')).toEqual([]);
      expect(dead.includes('Count Hasimir Fenring')).toBe(expected === 'dies');
    }
  });
});

describe('the expansion treachery cards (§6)', () => {
  it('CARD-POISON-BLADE: projectile and poison at once; a Shield or a Snooper alone fails, only Shield Snooper stops it (ruling 2)', () => {
    expect(defenderDies({ weapon: 'Poison Blade' }, { defense: 'Shield' })).toBe(true);
    expect(defenderDies({ weapon: 'Poison Blade' }, { defense: 'Snooper' })).toBe(true);
    expect(defenderDies({ weapon: 'Poison Blade' }, { defense: 'Shield Snooper' })).toBe(false);
  });

  it('CARD-HUNTER-SEEKER: an ordinary projectile weapon, stopped by Shield, Shield Snooper and Weirding Way as defense', () => {
    expect(defenderDies({ weapon: 'Hunter-Seeker' }, { defense: 'Shield' })).toBe(false);
    expect(defenderDies({ weapon: 'Hunter-Seeker' }, { weapon: 'Crysknife', defense: 'Weirding Way' })).toBe(false);
    expect(defenderDies({ weapon: 'Hunter-Seeker' }, { defense: 'Snooper' })).toBe(true);
  });

  it('CARD-BASILIA-WEAPON: an ordinary poison weapon, stopped by Snooper, Shield Snooper and Chemistry as defense', () => {
    expect(defenderDies({ weapon: 'Basilia Weapon' }, { defense: 'Snooper' })).toBe(false);
    expect(defenderDies({ weapon: 'Basilia Weapon' }, { defense: 'Chemistry' })).toBe(false);
    expect(defenderDies({ weapon: 'Basilia Weapon' }, { defense: 'Shield' })).toBe(true);
  });

  it('CARD-WEIRDING-WAY: a defense only beside a real weapon other than Chemistry (§6.1); no Shield against a Lasgun (ruling 3)', () => {
    const alone = run(clash({}, { defense: 'Weirding Way' }));
    expect(alone.results[1]).toMatchObject({ ok: false, error: { code: 'not-a-defense' } });
    expect(alone.results[1]?.ok === false && alone.results[1].error.message).toContain('Weirding Way may be the defense only beside a real weapon');
    // The two never prop each other up: Chemistry as the weapon fails beside Weirding Way.
    const withChemistry = run(clash({}, { weapon: 'Chemistry', defense: 'Weirding Way' }));
    expect(withChemistry.results[1]).toMatchObject({ ok: false, error: { code: 'not-a-weapon' } });
    const lasgun = runOk(clash({ weapon: 'Lasgun' }, { weapon: 'Crysknife', defense: 'Weirding Way' }));
    expect(eventsOf(lasgun, 'lasgun-shield-explosion')).toEqual([]);
    expect(eventsOf(lasgun, 'leader-killed').map((x) => x.leader)).toEqual(expect.arrayContaining(['Count Hasimir Fenring', 'Feyd-Rautha']));
  });

  it('CARD-CHEMISTRY: a weapon only beside a real defense other than Weirding Way (§6.1), then a poison weapon; as a defense it stops poison', () => {
    const alone = run(clash({ weapon: 'Chemistry' }, {}));
    expect(alone.results[0]).toMatchObject({ ok: false, error: { code: 'not-a-weapon' } });
    expect(defenderDies({ weapon: 'Chemistry', defense: 'Shield' }, { defense: 'Shield' })).toBe(true);
    expect(defenderDies({ weapon: 'Chemistry', defense: 'Shield' }, { defense: 'Snooper' })).toBe(false);
    expect(defenderDies({ weapon: 'Chaumas' }, { defense: 'Chemistry' })).toBe(false);
  });

  it('CARD-SHIELD-SNOOPER: a Shield and a Snooper; it makes a Lasgun explode and covers against Artillery Strike (ruling 3), not against Poison Tooth (ruling 4)', () => {
    expect(eventsOf(runOk(clash({ weapon: 'Lasgun' }, { defense: 'Shield Snooper' })), 'lasgun-shield-explosion')).toHaveLength(1);
    expect(defenderDies({ weapon: 'Artillery Strike' }, { defense: 'Shield Snooper' })).toBe(false);
    expect(defenderDies({ weapon: 'Poison Tooth' }, { defense: 'Shield Snooper' })).toBe(true);
  });

  it('CARD-ARTILLERY-STRIKE: both leaders die unless their own Shield covers them; no leader counts, nobody is paid, the winner discards it (ruling 1)', () => {
    const out = runOk(clash({ weapon: 'Artillery Strike' }, { defense: 'Shield' }, {}, [pass('harkonnen'), pass('emperor')]));
    expect(eventsOf(out, 'leader-killed').map((x) => x.leader)).toEqual(['Feyd-Rautha']);
    // Fenring lives but adds nothing: 3 against 5, the Emperor win and the Harkonnen lose Feyd-Rautha unpaid.
    expect(eventsOf(out, 'battle-won')[0]).toMatchObject({ winner: 'emperor', totals: { harkonnen: 3, emperor: 5 } });
    expect(eventsOf(out, 'leader-spice')).toEqual([]);
    expect(out.state.treacheryDiscard).toContain('Artillery Strike');
    const won = runOk(clash({ weapon: 'Artillery Strike' }, {}, {}, [pass('harkonnen'), pass('emperor')]));
    expect(eventsOf(won, 'battle-won')[0]).toMatchObject({ winner: 'emperor' });
    const winning = runOk(
      battleScenario(
        ['harkonnen', 'emperor'],
        {
          order: ['harkonnen', 'emperor'],
          board: [
            { faction: 'harkonnen', territory: 'Arrakeen', forces: 6 },
            { faction: 'emperor', territory: 'Arrakeen', forces: 5 },
          ],
          hands: { harkonnen: ['Artillery Strike', 'Shield'], emperor: [] },
        },
        [
          plan('harkonnen', { leader: 'Feyd-Rautha', dial: '6', weapon: 'Artillery Strike', defense: 'Shield' }),
          plan('emperor', { leader: 'Caid', dial: '1' }),
          pass('harkonnen'),
          pass('emperor'),
        ],
        CARDS,
      ),
    );
    expect(eventsOf(winning, 'battle-won')[0]).toMatchObject({ winner: 'harkonnen', totals: { harkonnen: 6, emperor: 1 } });
    expect(eventsOf(winning, 'leader-killed').map((x) => x.leader)).toEqual(['Caid']);
    expect(eventsOf(winning, 'leader-spice')).toEqual([]);
    expect(winning.state.treacheryDiscard).toEqual(['Artillery Strike']);
  });

  it('CARD-POISON-TOOTH: kills both leaders, its player’s too (ruling 5); only Chemistry in a leader’s own defense saves it (ruling 4); spent even by the winner', () => {
    expect(killed({ weapon: 'Poison Tooth' }, { defense: 'Snooper' }).sort()).toEqual(['Count Hasimir Fenring', 'Feyd-Rautha']);
    expect(killed({ weapon: 'Poison Tooth', defense: 'Chemistry' }, {})).toEqual(['Count Hasimir Fenring']);
    const out = runOk(clash({ weapon: 'Poison Tooth', defense: 'Chemistry' }, {}, {}, [pass('harkonnen'), pass('emperor'), tooth('harkonnen', false)]));
    expect(out.state.treacheryDiscard).toContain('Poison Tooth');
  });

  it('CARD-POISON-TOOTH withdrawal: after the reveal its player may declare it unused; it kills nobody and a winner may keep it; only its player is asked', () => {
    const sc = clash({ weapon: 'Poison Tooth' }, {}, {}, [pass('harkonnen'), pass('emperor')]);
    const waiting = runOk(sc);
    expect(eventsOf(waiting, 'battle-won')).toEqual([]);
    const wrong = run({ ...sc, actions: [...(sc.actions ?? []), tooth('emperor', true)] });
    expect(wrong.results.at(-1)).toMatchObject({ ok: false, error: { code: 'no-poison-tooth' } });
    const out = runOk({
      ...sc,
      actions: [...(sc.actions ?? []), tooth('harkonnen', true)],
    });
    expect(eventsOf(out, 'poison-tooth-decided')).toEqual([{ type: 'poison-tooth-decided', faction: 'harkonnen', withdrawn: true }]);
    expect(eventsOf(out, 'leader-killed')).toEqual([]);
    // Feyd-Rautha 6 + 3 against Fenring 6 + 5: the Emperor win; the loser discards the unused Tooth.
    expect(eventsOf(out, 'battle-won')[0]).toMatchObject({ winner: 'emperor' });
    expect(out.state.treacheryDiscard).toEqual(['Poison Tooth']);
    const kept = runOk({
      ...clash({ weapon: 'Poison Tooth' }, {}, {}, [pass('harkonnen'), pass('emperor'), tooth('harkonnen', true), { as: 'harkonnen', do: 'keep', args: {} }]),
      setup: {
        ...sc.setup,
        board: [
          { faction: 'harkonnen', territory: 'Arrakeen', forces: 10 },
          { faction: 'emperor', territory: 'Arrakeen', forces: 5 },
        ],
      },
      actions: [
        plan('harkonnen', { leader: 'Feyd-Rautha', dial: '10', weapon: 'Poison Tooth' }),
        plan('emperor', { leader: 'Count Hasimir Fenring', dial: '5' }),
        pass('harkonnen'),
        pass('emperor'),
        tooth('harkonnen', true),
        { as: 'harkonnen', do: 'keep', args: {} },
      ],
    });
    expect(eventsOf(kept, 'battle-won')[0]).toMatchObject({ winner: 'harkonnen' });
    expect(kept.views.harkonnen?.hand).toEqual(['Poison Tooth']);
  });

  it('CARD-KULL-WAHAD: a worthless card in either slot, with no effect', () => {
    expect(killed({ weapon: 'Kull Wahad' }, {})).toEqual([]);
    expect(killed({ weapon: 'Crysknife' }, { defense: 'Kull Wahad' })).toEqual(['Count Hasimir Fenring']);
    expect(cardKind('kull-wahad-1').category).toBe('worthless');
  });

  it('OP-10: Artillery Strike with the opponent’s poison against one’s own Shield Snooper: the leader lives by default, dies with artilleryPoisonShieldSnooper: dies', () => {
    const own = { weapon: 'Artillery Strike', defense: 'Shield Snooper' };
    expect(killed(own, { weapon: 'Chaumas' })).not.toContain('Feyd-Rautha');
    expect(killed(own, { weapon: 'Chaumas' }, { artilleryPoisonShieldSnooper: 'dies' })).toContain('Feyd-Rautha');
  });
});
