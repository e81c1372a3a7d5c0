import type { APIApplicationCommandOption, RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';
import { ApplicationCommandOptionType, InteractionContextType } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { mergeArgs, optionName, readArgs } from '../../src/bot/action-options';
import { commandFiles, loadCommands } from '../../src/bot/load-commands';
import { commandOf } from '../../src/bot/command-groups';
import { ALL_ACTIONS, MODERATOR_ACTIONS } from '../../src/dune/registry';

type Option = APIApplicationCommandOption & { options?: Option[]; choices?: { name: string; value: unknown }[]; required?: boolean };

/** Discord's rules for a chat input command, checked the way Discord checks them on registration. */
function problems(command: RESTPostAPIChatInputApplicationCommandsJSONBody): string[] {
  const found: string[] = [];
  let characters = 0;
  const check = (where: string, name: string, description: string) => {
    characters += name.length + description.length;
    if (!/^[-_a-z0-9]{1,32}$/.test(name)) found.push(`${where}: name "${name}" is not lowercase [a-z0-9_-]{1,32}`);
    if (description.length < 1 || description.length > 100) found.push(`${where}: description of ${description.length} characters`);
  };
  const level = (where: string, options: readonly Option[]) => {
    if (options.length > 25) found.push(`${where}: ${options.length} options`);
    const names = options.map((o) => o.name);
    if (new Set(names).size !== names.length) found.push(`${where}: duplicate option names`);
    let optionalSeen = false;
    for (const o of options) {
      check(`${where} ${o.name}`, o.name, o.description);
      const nested = o.type === ApplicationCommandOptionType.Subcommand || o.type === ApplicationCommandOptionType.SubcommandGroup;
      if (nested) level(`${where} ${o.name}`, o.options ?? []);
      else {
        if (o.required && optionalSeen) found.push(`${where}: required option ${o.name} after an optional one`);
        if (!o.required) optionalSeen = true;
      }
      if ((o.choices?.length ?? 0) > 25) found.push(`${where} ${o.name}: more than 25 choices`);
      for (const c of o.choices ?? []) characters += c.name.length + String(c.value).length;
    }
  };
  check(`/${command.name}`, command.name, command.description);
  level(`/${command.name}`, (command.options ?? []) as Option[]);
  if (characters > 4000) found.push(`/${command.name}: ${characters} characters in names, descriptions and choices (Discord allows 4000)`);
  return found;
}

describe('slash commands', () => {
  it('fit on one screen: at most 13 top-level commands (the 12 of play and /stats), and every engine action is a subcommand of one, as commandOf says', async () => {
    const loaded = await loadCommands();
    expect(loaded.size).toBeLessThanOrEqual(13);
    for (const file of commandFiles().map((f) => f.replace(/\.ts$/, ''))) expect(loaded.get(file)?.data.name).toBe(file);
    for (const spec of ALL_ACTIONS) {
      for (const phase of spec.phases) {
        const { command, subcommand } = commandOf(spec.name, phase === 'any' ? undefined : phase);
        const subs = ((loaded.get(command)?.data.options ?? []) as Option[]).map((o) => o.name);
        expect(subs, `/${command} ${subcommand} types ${spec.name}`).toContain(subcommand);
      }
    }
  });

  it('the one-player decisions and /hand also work by DM, and can name the game', async () => {
    const loaded = await loadCommands();
    for (const action of ['plan', 'dial', 'traitor', 'predict']) {
      const { command, subcommand } = commandOf(action);
      const data = loaded.get(command)!.data;
      expect(data.contexts).toContain(InteractionContextType.BotDM);
      const sub = (data.options as Option[]).find((o) => o.name === subcommand)!;
      expect(sub.options!.map((o) => o.name)).toContain('game');
    }
    expect(loaded.get('hand')!.data.contexts).toContain(InteractionContextType.BotDM);
  });

  it('every moderator action is a subcommand of /mod set', async () => {
    const mod = (await loadCommands()).get('mod')!.data;
    const set = (mod.options as Option[]).find((o) => o.name === 'set')!;
    expect(set.options!.map((o) => `set-${o.name}`).sort()).toEqual(MODERATOR_ACTIONS.map((a) => a.name).sort());
    for (const sub of set.options!) expect(sub.options!.find((o) => o.name === 'reason')?.required).toBe(true);
  });

  it("follow Discord's rules: names, descriptions, required options first, at most 25 options and choices", async () => {
    const all = [...(await loadCommands()).values()].map((c) => c.data);
    expect(all.flatMap(problems)).toEqual([]);
    expect(all.length).toBeLessThanOrEqual(100);
  });

  it("take the engine's own argument names, and give them back to the engine unchanged", () => {
    expect(optionName('fromSector')).toBe('from-sector');
    expect(optionName('kwisatzHaderach')).toBe('kwisatz-haderach');
    for (const name of new Set(ALL_ACTIONS.map((a) => a.name))) {
      const args = mergeArgs(ALL_ACTIONS.filter((a) => a.name === name));
      const given = (option: string) => `value of ${option}`;
      const read = readArgs({ getString: given, getInteger: given as never, getBoolean: given as never }, args);
      expect(Object.keys(read).sort()).toEqual(args.map((a) => a.arg.name).sort());
      for (const a of args) expect(read[a.arg.name]).toBe(`value of ${optionName(a.arg.name)}`);
    }
  });

  it('merge actions sharing a name: an argument is required only where every one of them requires it', () => {
    const merged = mergeArgs([
      {
        name: 'play',
        args: [
          { name: 'card', type: 'card', required: true, description: 'c' },
          { name: 'sectors', type: 'count', required: true, description: 's' },
        ],
      },
      { name: 'play', args: [{ name: 'card', type: 'card', required: true, description: 'c' }] },
    ]);
    expect(merged.map((o) => [o.option, o.required])).toEqual([
      ['card', true],
      ['sectors', false],
    ]);
    expect(() =>
      mergeArgs([
        { name: 'x', args: [{ name: 'a', type: 'card', description: 'a' }] },
        { name: 'x', args: [{ name: 'a', type: 'count', description: 'a' }] },
      ]),
    ).toThrow(/both card and count/);
  });
});
