import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { commandOf } from '../src/bot/command-groups';
import { FORMS } from '../src/dune/choices/registry';
import { ALL_ACTIONS } from '../src/dune/registry';

/**
 * docs/architecture.md, "Adding an action, end to end", checked for every action the game has:
 * each step of the recipe is one expectation, so an action that skipped a step is named here.
 */
const commandsDoc = readFileSync(resolve(__dirname, '../docs/commands.md'), 'utf8');
const names = [...new Set(ALL_ACTIONS.map((a) => a.name))];

describe('the "add an action" recipe holds for every action', () => {
  it('finds the actions it checks', () => {
    expect(names).toEqual(expect.arrayContaining(['bid', 'ship', 'move', 'plan', 'give', 'play']));
  });

  it.each(names)('%s: declared once per phase, with a summary and described arguments', (name) => {
    const specs = ALL_ACTIONS.filter((a) => a.name === name);
    // Several declarations may share a name and a phase only when all but one say which step they handle.
    for (const phase of new Set(specs.flatMap((a) => a.phases))) {
      const here = specs.filter((a) => a.phases.includes(phase));
      expect(here.filter((a) => !a.when).length, `${name} in ${phase}`).toBeLessThanOrEqual(1);
    }
    for (const spec of specs) {
      expect(spec.summary.length).toBeGreaterThan(0);
      for (const arg of spec.args) expect(arg.description.length, `${name} ${arg.name}`).toBeGreaterThan(0);
    }
  });

  it.each(names)('%s: buttons and menus come from a form', (name) => {
    expect(FORMS.some((f) => f.action.name === name)).toBe(true);
  });

  it('every form is written against a registered declaration (its arguments, not a copy of them)', () => {
    for (const f of FORMS)
      expect(
        ALL_ACTIONS.some((a) => a.name === f.action.name && a.args === f.action.args),
        f.action.name,
      ).toBe(true);
  });

  it.each(names)('%s: a slash command types it', (name) => {
    const { command, subcommand } = commandOf(name);
    expect(command).toMatch(/^[a-z-]+$/);
    expect(subcommand).toMatch(/^[a-z-]+$/);
  });

  it.each(names)('%s: docs/commands.md describes it', (name) => {
    expect(commandsDoc).toContain(`\`${name}\``);
  });
});
