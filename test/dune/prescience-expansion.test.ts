import { describe, expect, it } from 'vitest';
import { battleScenario, eventsOf, plan, run, step, type Action } from './battle-helpers';

const codes = (out: ReturnType<typeof run>) => out.results.map((r) => (r.ok ? 'ok' : r.error.code));

/** The Atreides (prescience) against the Harkonnen in Carthag, the Harkonnen holding the cards that may sit in either slot. */
const duel = (actions: Action[]) =>
  battleScenario(
    ['atreides', 'harkonnen'],
    {
      order: ['harkonnen', 'atreides'],
      board: [
        { faction: 'harkonnen', territory: 'Carthag', forces: 5 },
        { faction: 'atreides', territory: 'Carthag', forces: 5 },
      ],
      hands: { atreides: [], harkonnen: ['Chemistry', 'Weirding Way', 'Crysknife', 'Shield'] },
    },
    actions,
    { rules: 'basic', expansionTreacheryCards: true },
  );

const ask = (element: string): Action => ({ as: 'atreides', do: 'prescience', args: { element } });
const feyd = (cards: { weapon?: string; defense?: string }) => plan('harkonnen', { leader: 'Feyd-Rautha', dial: '2', ...cards });
const answers = (out: ReturnType<typeof run>) => eventsOf(out, 'prescience-answered').map((e) => `${e.element}: ${e.answer}`);

describe('§6.3 Prescience with the new cards (ixians-tleilaxu.md §6.3)', () => {
  it('§6.3 Prescience names the card and the slot it is in: Chemistry and Weirding Way answer for the slot they sit in, not their printed kind', () => {
    const weapon = run(duel([ask('weapon'), feyd({ weapon: 'Chemistry', defense: 'Shield' })]));
    expect(answers(weapon)).toEqual(['weapon: Chemistry']);
    expect(step(weapon).current.prescience).toMatchObject({ element: 'weapon', answer: 'Chemistry' });
    // Chemistry in the defense slot is no weapon: asked for the weapon, the answer is the card there.
    expect(answers(run(duel([ask('weapon'), feyd({ weapon: 'Crysknife', defense: 'Chemistry' })])))).toEqual(['weapon: Crysknife']);
    expect(answers(run(duel([ask('defense'), feyd({ weapon: 'Crysknife', defense: 'Weirding Way' })])))).toEqual(['defense: Weirding Way']);
    expect(answers(run(duel([ask('defense'), feyd({ weapon: 'Weirding Way' })])))).toEqual(['defense: none']);
  });

  it('§6.3 Prescience: a card revealed in one slot may not move to the other when the plan is rebuilt', () => {
    const out = run(
      duel([
        ask('weapon'),
        feyd({ weapon: 'Chemistry', defense: 'Shield' }),
        feyd({ weapon: 'Crysknife', defense: 'Chemistry' }),
        feyd({ weapon: 'Chemistry', defense: 'Shield' }),
      ]),
    );
    expect(codes(out)).toEqual(['ok', 'ok', 'prescience-revealed', 'ok']);
    const defense = run(duel([ask('defense'), feyd({ weapon: 'Crysknife', defense: 'Weirding Way' }), feyd({ weapon: 'Weirding Way', defense: 'Shield' })]));
    expect(codes(defense)).toEqual(['ok', 'ok', 'prescience-revealed']);
  });
});
