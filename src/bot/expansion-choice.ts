import type { ApplicationCommandOptionChoiceData } from 'discord.js';
import { EXPANSION_CHOICES, EXPANSION_OPTION_NAMES, type ExpansionOptionName } from '../dune';
import { LIMITS } from './discord-limits';
import { expansionWords } from './text/expansion';

/** What a player types for a switch: on/off as well as true/false. */
const SWITCH_WORDS: Readonly<Record<string, boolean>> = { true: true, on: true, yes: true, false: false, off: false, no: false };

const optionNamed = (typed: string): ExpansionOptionName | undefined => EXPANSION_OPTION_NAMES.find((k) => k.toLowerCase() === typed.trim().toLowerCase());

/**
 * The expansion options a `/game create` typed one by one, as "sandtrout=off, hmsSpice=per-step".
 * Names are the option ids of docs/options.md (any case); the values are checked by the rules when
 * the game is created, so a wrong one is refused there with the values it may take.
 */
export function parseExpansionOptions(text: string): { ok: true; value: Readonly<Record<string, string | boolean>> } | { ok: false; message: string } {
  // Only the names are checked here: `resolveOptions` checks every value as the game is created.
  const value: Record<string, string | boolean> = {};
  for (const entry of text
    .replace(/\s*=\s*/g, '=')
    .split(/[,;\s]+/)
    .filter((e) => e !== '')) {
    const [name = '', given, ...rest] = entry.split('=');
    const key = optionNamed(name);
    if (key === undefined) return { ok: false, message: expansionWords.unknownOption(name, EXPANSION_OPTION_NAMES) };
    if (given === undefined || given === '' || rest.length > 0) return { ok: false, message: expansionWords.noValue(key, EXPANSION_CHOICES[key]) };
    if (key in value) return { ok: false, message: expansionWords.twice(key) };
    value[key] = SWITCH_WORDS[given.toLowerCase()] ?? given;
  }
  return { ok: true, value };
}

type Choice = ApplicationCommandOptionChoiceData<string>;

/**
 * Autocomplete for the typed list: the entry being typed completed with each value its option
 * takes (the recommended default first), after the entries already typed, so that a phone user
 * builds the list by tapping. Discord takes suggestions of at most 100 characters.
 */
export function suggestExpansionOptions(typed: string): Choice[] {
  const entries = typed.split(',');
  const [name = '', value] = (entries.pop() ?? '').split('=');
  const done = entries.map((e) => e.trim()).filter((e) => e !== '');
  const before = done.length ? `${done.join(', ')}, ` : '';
  const fragment = name.trim().toLowerCase();
  const exact = optionNamed(name);
  const names = value !== undefined && exact ? [exact] : EXPANSION_OPTION_NAMES.filter((k) => k.toLowerCase().includes(fragment));
  const choices = names.flatMap((k) =>
    EXPANSION_CHOICES[k]
      .filter((v) => value === undefined || String(v).startsWith(value.toLowerCase()))
      .map((v, i): Choice => {
        const full = `${before}${k}=${String(v)}`;
        return { name: i === 0 && value === undefined ? expansionWords.recommended(full) : full, value: full };
      }),
  );
  return choices.filter((c) => c.value.length <= LIMITS.choiceName && c.name.length <= LIMITS.choiceName).slice(0, LIMITS.choices);
}
