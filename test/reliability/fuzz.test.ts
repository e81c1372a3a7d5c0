import { afterEach, expect, it } from 'vitest';
import { optionName } from '../../src/bot/action-options';
import { commandOf } from '../../src/bot/command-groups';
import { act } from '../../src/bot/act';
import { applyAction } from '../../src/dune/apply';
import { FACTION_IDS } from '../../src/dune/data/factions';
import { duneGame } from '../../src/dune/game';
import type { DuneState, FactionId } from '../../src/dune/state';
import { Rng, seedRng } from '../../src/engine/rng';
import { playRandomGame, RandomPlayer } from '../../src/sim/random-player';
import { InvocationError, type EmulatedChannel, type OptionInput } from '../discord-emulator';
import { closeWorld, startedGame, stateOf, user, world } from '../bot/helpers';
import { fuzzCase, namesTheProblem, type FuzzCase } from './fuzz-cases';

/**
 * Bad input: thousands of malformed commands, each wrong for a known reason (see fuzz-cases.ts),
 * through the bot and through the engine. Every one must be refused with a message that names
 * what was wrong, and must leave the stored state byte-identical. Seeded: RELIABILITY_SEED
 * reproduces a failure, which is reported with its case number.
 */
const SEED = Number(process.env.RELIABILITY_SEED ?? 1979);
const PLAYERS: Record<string, FactionId> = { leto: 'atreides', mohiam: 'bene-gesserit', liet: 'fremen', vladimir: 'harkonnen' };
/** Moves played between two rounds of fuzzing, so the bad commands meet several phases. */
const ADVANCE = [0, 12, 25, 40, 60];
const THROUGH_DISCORD = 60;
const THROUGH_BOT = 300;

let w: Awaited<ReturnType<typeof world>> | undefined;
afterEach(async () => {
  await closeWorld(w);
  w = undefined;
});

it(`${ADVANCE.length * (THROUGH_DISCORD + THROUGH_BOT)} malformed commands through the local Discord and the bot: each refused with a clear message, the stored state byte-identical (seed ${SEED})`, async () => {
  w = await world({ players: [...Object.keys(PLAYERS), 'eve'], settleMs: 0 });
  await startedGame(w, PLAYERS, undefined, 10);
  const bot = w.bot;
  const channel = w.channels[0] as EmulatedChannel;
  const userOf = (f: FactionId | null) => user(w!, f ? (Object.keys(PLAYERS).find((n) => PLAYERS[n] === f) as string) : 'eve');
  const { gameId } = await stateOf(w);
  const stored = async () => {
    const loaded = await bot.store.load(gameId);
    if (!loaded.ok) throw new Error(loaded.error.message);
    return { seq: loaded.value.seq, state: JSON.stringify(loaded.value.state) };
  };

  const rng = new Rng(seedRng(SEED));
  const player = new RandomPlayer(SEED);
  const problems: string[] = [];
  const phases = new Set<string>();
  let n = 0;
  let viaDiscord = 0;
  for (const moves of ADVANCE) {
    for (let i = 0; i < moves; i++) {
      const { state } = await stateOf(w);
      const move = player.step(state) ?? player.step(state);
      if (!move) break;
      // As a slash command: the emulator returns once the bot is done, news included.
      const outcome = await w.server.invokeCommand({
        user: userOf(move.faction),
        channel,
        ...typedAs(move.action.do, state.phase),
        options: asOptions(move.action.args),
      });
      expect(outcome.content).toMatch(/^✅/);
    }
    await bot.store.load(gameId);
    const posts = w.server.messages(channel).length;
    const dms = Object.keys(PLAYERS).map((name) => w!.server.dms(user(w!, name)).length);
    for (let i = 0; i < THROUGH_DISCORD + THROUGH_BOT; i++, n++) {
      const before = await stored();
      const state = JSON.parse(before.state) as DuneState;
      phases.add(state.phase);
      const discord = i < THROUGH_DISCORD;
      const c = fuzzCase(rng, state, discord ? 200 : 300);
      let answer: string;
      try {
        if (!discord) throw new InvocationError('raw arguments go to the bot directly');
        const outcome = await w.server.invokeCommand({
          user: userOf(c.faction),
          channel,
          ...typedAs(String(c.action.do), state.phase),
          options: asOptions(c.action.args),
        });
        answer = outcome.content ?? '';
        viaDiscord++;
      } catch (error) {
        // What a Discord client cannot even send goes to the bot's action path directly.
        if (!(error instanceof InvocationError)) throw error;
        answer = (
          await act(bot.context, {
            channelId: channel.id,
            guildId: channel.guildId,
            userId: userOf(c.faction).id,
            interactionId: `fuzz-${n}`,
            action: c.action,
          })
        ).answer;
      }
      const after = await stored();
      const refused = c.faction === null ? answer.includes('not seated') : answer.startsWith('❌');
      if (!refused) problems.push(describe(n, c, `not refused: "${answer.slice(0, 300)}"`));
      else if (!namesTheProblem(answer, c.mentions)) problems.push(describe(n, c, `the answer does not say what was wrong: "${answer.slice(0, 300)}"`));
      if (after.seq !== before.seq || after.state !== before.state) problems.push(describe(n, c, 'the stored state changed'));
    }
    // Nothing was announced and the database agrees with the cache: the log alone gives the same state.
    expect(
      w.server
        .messages(channel)
        .slice(posts)
        .map((m) => m.content + JSON.stringify(m.embeds)),
    ).toEqual([]);
    expect(Object.keys(PLAYERS).map((name) => w!.server.dms(user(w!, name)).length)).toEqual(dms);
    const rebuilt = await bot.store.rebuild(gameId);
    expect(rebuilt.ok && JSON.stringify(rebuilt.value.state)).toBe((await stored()).state);
  }
  expect(problems.slice(0, 20)).toEqual([]);
  expect(phases.size).toBeGreaterThanOrEqual(3);
  expect(viaDiscord).toBeGreaterThan(ADVANCE.length * THROUGH_DISCORD * 0.3);
  console.info(`fuzz through the bot: ${n} cases (${viaDiscord} as slash commands) in phases ${[...phases].join(', ')}`);
}, 120_000);

it(`3000 malformed actions straight into the engine, over the states of a random game: each a typed error naming what was wrong, the state untouched (seed ${SEED})`, () => {
  const factions: FactionId[] = ['atreides', 'emperor', 'fremen', 'spacing-guild'];
  const created = duneGame.create({ seats: factions, options: { turns: 10 }, seed: SEED });
  if (!created.ok) throw new Error(created.error.message);
  const states: DuneState[] = [];
  playRandomGame(created.value.state, SEED, { maxMoves: 600, onMove: (before) => states.push(before) });
  // A few states of every phase the game waited in, spread over the game.
  const byPhase = new Map<string, DuneState[]>();
  for (const s of states) byPhase.set(s.phase, [...(byPhase.get(s.phase) ?? []), s]);
  const sample = [...byPhase.values()].flatMap((group) => [0, 1, 2, 3].map((k) => group[Math.floor((k * group.length) / 4)] as DuneState));
  const absent = FACTION_IDS.filter((f) => !factions.includes(f));

  const rng = new Rng(seedRng(SEED + 1));
  const problems: string[] = [];
  const codes = new Map<string, number>();
  let n = 0;
  for (const state of sample) {
    const json = JSON.stringify(state);
    for (let i = 0; i < Math.ceil(3000 / sample.length); i++, n++) {
      const c = fuzzCase(rng, state, 300);
      // No seat: at the engine, a faction that does not play.
      const seat = c.faction ?? rng.pick(absent);
      const mentions = c.faction ? c.mentions : [seat];
      const result = applyAction(state, { kind: 'seat', seat }, c.action);
      if (result.ok) problems.push(describe(n, c, 'accepted'));
      else {
        codes.set(result.error.code, (codes.get(result.error.code) ?? 0) + 1);
        if (!/^[a-z]+(-[a-z]+)*$/.test(result.error.code)) problems.push(describe(n, c, `error code "${result.error.code}"`));
        if (!namesTheProblem(result.error.message, mentions))
          problems.push(describe(n, c, `message does not say what was wrong: "${result.error.message.slice(0, 300)}"`));
      }
      if (JSON.stringify(state) !== json) throw new Error(describe(n, c, 'the engine changed the state it was given'));
    }
  }
  expect(problems.slice(0, 20)).toEqual([]);
  expect(n).toBeGreaterThanOrEqual(3000);
  expect(new Set(sample.map((s) => s.phase)).size).toBeGreaterThanOrEqual(5);
  console.info(`fuzz into the engine: ${n} cases; codes ${[...codes].map(([c, k]) => `${c} ${k}`).join(', ')}`);
}, 60_000);

/** The command and subcommand that type an action; an action no command types cannot be sent through Discord. */
function typedAs(action: string, phase: DuneState['phase']): { name: string; subcommand: string } {
  try {
    const typed = commandOf(action, phase === 'ended' ? undefined : phase);
    return { name: typed.command, subcommand: typed.subcommand };
  } catch {
    throw new InvocationError(`no command types the action "${action}"`);
  }
}

/** Arguments as slash-command options; not an object of simple values → not sendable through Discord. */
function asOptions(args: unknown): Record<string, OptionInput> {
  if (args === undefined) return {};
  if (typeof args !== 'object' || args === null || Array.isArray(args)) throw new InvocationError('arguments that are not named options');
  const out: Record<string, OptionInput> = {};
  for (const [k, v] of Object.entries(args)) {
    if (!['string', 'number', 'boolean'].includes(typeof v) || (typeof v === 'number' && !Number.isFinite(v)))
      throw new InvocationError(`option ${k} is no Discord value`);
    out[optionName(k)] = v as OptionInput;
  }
  return out;
}

function describe(n: number, c: FuzzCase, what: string): string {
  return `case ${n} (${c.kind}, ${c.faction ?? 'no seat'}, ${JSON.stringify(c.action).slice(0, 200)}): ${what}`;
}
