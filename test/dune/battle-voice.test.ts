import { describe, expect, it } from 'vitest';
import { battleScenario, eventsOf, pass, plan, run, step, type Action } from './battle-helpers';

const BASIC = { rules: 'basic' as const };
const codes = (out: ReturnType<typeof run>) => out.results.map((r) => (r.ok ? 'ok' : r.error.code));
const message = (out: ReturnType<typeof run>, i: number) => {
  const r = out.results[i];
  return r && !r.ok ? r.error.message : '';
};

/** The Bene Gesserit (aggressor) against the Harkonnen in Arrakeen. */
function bgDuel(actions: Action[], harkonnenHand: string[], extra: Record<string, unknown> = {}) {
  return battleScenario(
    ['bene-gesserit', 'harkonnen'],
    {
      order: ['bene-gesserit', 'harkonnen'],
      board: [
        { faction: 'bene-gesserit', territory: 'Arrakeen', forces: 5 },
        { faction: 'harkonnen', territory: 'Arrakeen', forces: 5 },
      ],
      hands: { 'bene-gesserit': [], harkonnen: harkonnenHand },
      ...extra,
    },
    actions,
    BASIC,
  );
}

const voice = (kind: string, play: boolean): Action => ({ as: 'bg', do: 'voice', args: { kind, play } });

describe('the Voice (§11.2)', () => {
  it('comes before the opponent plans: the Harkonnen wait for it', () => {
    const out = run(bgDuel([plan('harkonnen', { leader: 'Feyd-Rautha', dial: '1' })], []));
    expect(codes(out)).toEqual(['wait']);
    expect(out.state.waitingFor.sort()).toEqual(['bene-gesserit']);
    expect(out.state.expecting).toContain('Bene Gesserit to use the Voice on the Harkonnen or pass');
    expect(step(out).current.voice).toEqual({ by: 'bene-gesserit', target: 'harkonnen', decided: false, command: null });
  });

  it('"play a poison weapon": a player holding one must play it', () => {
    const out = run(
      bgDuel(
        [
          voice('poison weapon', true),
          plan('harkonnen', { leader: 'Feyd-Rautha', dial: '1', weapon: 'Crysknife' }),
          plan('harkonnen', { leader: 'Feyd-Rautha', dial: '1', weapon: 'Chaumas' }),
        ],
        ['Crysknife', 'Chaumas'],
      ),
    );
    expect(codes(out)).toEqual(['ok', 'voice-disobeyed', 'ok']);
    expect(message(out, 1)).toBe('The Voice commands the Harkonnen to play a poison weapon, and they hold Chaumas: play it as the weapon.');
    expect(eventsOf(out, 'voice-used')).toEqual([{ type: 'voice-used', faction: 'bene-gesserit', target: 'harkonnen', kind: 'poison weapon', play: true }]);
    expect(step(out).current.voice.command).toEqual({ kind: 'poison weapon', play: true });
  });

  it('a player unable to obey plays freely', () => {
    const out = run(bgDuel([voice('poison weapon', true), plan('harkonnen', { leader: 'Feyd-Rautha', dial: '1', weapon: 'Crysknife' })], ['Crysknife']));
    expect(codes(out)).toEqual(['ok', 'ok']);
  });

  it('"do not play a projectile defense" forbids the Shield', () => {
    const out = run(
      bgDuel(
        [
          voice('projectile defense', false),
          plan('harkonnen', { leader: 'Feyd-Rautha', dial: '1', defense: 'Shield' }),
          plan('harkonnen', { leader: 'Feyd-Rautha', dial: '1' }),
        ],
        ['Shield'],
      ),
    );
    expect(codes(out)).toEqual(['ok', 'voice-disobeyed', 'ok']);
  });

  it('"play a worthless card" is obeyed in either slot', () => {
    const out = run(
      bgDuel(
        [
          voice('worthless', true),
          plan('harkonnen', { leader: 'Feyd-Rautha', dial: '1' }),
          plan('harkonnen', { leader: 'Feyd-Rautha', dial: '1', defense: 'La La La' }),
        ],
        ['La La La'],
      ),
    );
    expect(codes(out)).toEqual(['ok', 'voice-disobeyed', 'ok']);
  });

  it('"play a Cheap Hero" puts it in the leader slot even with leaders available', () => {
    const out = run(
      bgDuel(
        [voice('cheap hero', true), plan('harkonnen', { leader: 'Feyd-Rautha', dial: '1' }), plan('harkonnen', { cheapHero: true, dial: '1' })],
        ['Cheap Hero'],
      ),
    );
    expect(codes(out)).toEqual(['ok', 'voice-disobeyed', 'ok']);
  });

  it('"do not play a Cheap Hero" lifts the duty to play it for want of a leader', () => {
    const gone = { 'Feyd-Rautha': 'tanks', 'Beast Rabban': 'tanks', 'Piter de Vries': 'tanks', 'Captain Iakin Nefud': 'tanks', 'Umman Kudu': 'tanks' };
    const out = run(
      bgDuel([voice('cheap hero', false), plan('harkonnen', { cheapHero: true, dial: '1' }), plan('harkonnen', { dial: '1' })], ['Cheap Hero'], {
        leaders: gone,
      }),
    );
    expect(codes(out)).toEqual(['ok', 'voice-disobeyed', 'ok']);
  });

  it('"play the Lasgun" cannot be obeyed without a leader or Cheap Hero to carry it', () => {
    const gone = { 'Feyd-Rautha': 'tanks', 'Beast Rabban': 'tanks', 'Piter de Vries': 'tanks', 'Captain Iakin Nefud': 'tanks', 'Umman Kudu': 'tanks' };
    const out = run(bgDuel([voice('lasgun', true), plan('harkonnen', { dial: '1' })], ['Lasgun'], { leaders: gone }));
    expect(codes(out)).toEqual(['ok', 'ok']);
  });

  it("is used in the ally's battle on the ally's opponent, and may be passed", () => {
    const sc = (actions: Action[]) =>
      battleScenario(
        ['bene-gesserit', 'emperor', 'harkonnen'],
        {
          order: ['emperor', 'harkonnen', 'bene-gesserit'],
          alliances: [['bene-gesserit', 'emperor']],
          board: [
            { faction: 'emperor', territory: 'Arrakeen', forces: 5 },
            { faction: 'harkonnen', territory: 'Arrakeen', forces: 5 },
          ],
        },
        actions,
        BASIC,
      );
    const used = run(sc([voice('lasgun', false)]));
    expect(codes(used)).toEqual(['ok']);
    expect(eventsOf(used, 'voice-used')[0]).toMatchObject({ target: 'harkonnen' });
    const passed = run(sc([pass('bg'), { as: 'bg', do: 'voice', args: { kind: 'lasgun', play: true } }]));
    expect(codes(passed)).toEqual(['ok', 'not-your-turn']);
    expect(passed.state.waitingFor.sort()).toEqual(['emperor', 'harkonnen']);
  });

  it("is nobody's when the Bene Gesserit and their ally are not fighting", () => {
    const out = run(
      battleScenario(
        ['bene-gesserit', 'emperor', 'harkonnen'],
        {
          order: ['emperor', 'harkonnen', 'bene-gesserit'],
          board: [
            { faction: 'emperor', territory: 'Arrakeen', forces: 5 },
            { faction: 'harkonnen', territory: 'Arrakeen', forces: 5 },
          ],
        },
        [voice('lasgun', false)],
        BASIC,
      ),
    );
    expect(codes(out)).toEqual(['not-your-turn']);
    expect(step(out).current.voice).toBeNull();
  });
});

describe('prescience (§11.2)', () => {
  function atreidesDuel(actions: Action[], hands: Record<string, string[]>, alliances: string[][] = []) {
    return battleScenario(
      ['atreides', 'harkonnen', 'emperor'],
      {
        order: ['harkonnen', 'emperor', 'atreides'],
        alliances,
        board: [
          { faction: 'harkonnen', territory: 'Carthag', forces: 5 },
          { faction: alliances.length ? 'emperor' : 'atreides', territory: 'Carthag', forces: 5 },
        ],
        hands,
      },
      actions,
      BASIC,
    );
  }

  it("reveals one element of the opponent's plan to everyone; the asking side plans after the answer", () => {
    const out = run(
      atreidesDuel(
        [
          plan('atreides', { leader: 'Thufir Hawat', dial: '2' }),
          { as: 'atreides', do: 'prescience', args: { element: 'weapon' } },
          plan('atreides', { leader: 'Thufir Hawat', dial: '2' }),
          plan('harkonnen', { leader: 'Feyd-Rautha', dial: '3', weapon: 'Crysknife' }),
        ],
        { atreides: [], harkonnen: ['Crysknife', 'Chaumas'] },
      ),
    );
    expect(codes(out)).toEqual(['wait', 'ok', 'wait', 'ok']);
    expect(eventsOf(out, 'prescience-asked')).toEqual([{ type: 'prescience-asked', faction: 'atreides', target: 'harkonnen', element: 'weapon' }]);
    expect(eventsOf(out, 'prescience-answered')).toEqual([{ type: 'prescience-answered', faction: 'harkonnen', element: 'weapon', answer: 'Crysknife' }]);
    expect(step(out).current.prescience).toMatchObject({ element: 'weapon', answer: 'Crysknife' });
    expect(out.state.waitingFor).toEqual(['atreides']);
  });

  it('the answering side may rebuild the rest of its plan, but not the element revealed', () => {
    const out = run(
      atreidesDuel(
        [
          { as: 'atreides', do: 'prescience', args: { element: 'dial' } },
          plan('harkonnen', { leader: 'Feyd-Rautha', dial: '3', weapon: 'Crysknife' }),
          plan('harkonnen', { leader: 'Feyd-Rautha', dial: '4', weapon: 'Crysknife' }),
          plan('harkonnen', { leader: 'Beast Rabban', dial: '3', weapon: 'Chaumas' }),
        ],
        { atreides: [], harkonnen: ['Crysknife', 'Chaumas'] },
      ),
    );
    expect(codes(out)).toEqual(['ok', 'ok', 'prescience-revealed', 'ok']);
    expect(message(out, 2)).toBe('The Harkonnen revealed their dial (3) to prescience; a new plan must keep it.');
  });

  it('a Cheap Hero revealed as the leader stays in the plan', () => {
    const out = run(
      atreidesDuel(
        [
          { as: 'atreides', do: 'prescience', args: { element: 'leader' } },
          plan('harkonnen', { cheapHero: true, dial: '3' }),
          plan('harkonnen', { leader: 'Feyd-Rautha', dial: '3' }),
          plan('harkonnen', { cheapHero: true, dial: '1' }),
        ],
        { atreides: [], harkonnen: ['Cheap Heroine'] },
      ),
    );
    expect(codes(out)).toEqual(['ok', 'ok', 'prescience-revealed', 'ok']);
    expect(eventsOf(out, 'prescience-answered')[0]).toMatchObject({ element: 'leader', answer: 'Cheap Heroine' });
  });

  it("is used in the ally's battle on the ally's opponent", () => {
    const out = run(
      atreidesDuel(
        [{ as: 'atreides', do: 'prescience', args: { element: 'leader' } }, plan('harkonnen', { leader: 'Piter de Vries', dial: '1' })],
        { atreides: [], harkonnen: [] },
        [['atreides', 'emperor']],
      ),
    );
    expect(codes(out)).toEqual(['ok', 'ok']);
    expect(eventsOf(out, 'prescience-answered')).toEqual([{ type: 'prescience-answered', faction: 'harkonnen', element: 'leader', answer: 'Piter de Vries' }]);
    expect(out.state.waitingFor).toEqual(['emperor']);
  });
});
