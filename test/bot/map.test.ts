import { PNG } from 'pngjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { boardAt, type TurnPoint } from '../../src/dune';
import { boardFile, newsPoint, pointPicture } from '../../src/bot/board-picture';
import { optionName } from '../../src/bot/action-options';
import { ofType, type DuneEvent } from '../../src/dune/events';
import { PHASE_TITLES } from '../../src/dune/shape/phase';
import { duneGame } from '../../src/dune/game';
import type { DuneState, FactionId, PhaseId } from '../../src/dune/state';
import { boardView, privateView } from '../../src/dune/views';
import type { LogEntry } from '../../src/engine/log';
import { renderBoardPng } from '../../src/render';
import { RandomPlayer } from '../../src/sim/random-player';
import type { InteractionOutcome, OptionInput, PostedMessage } from '../discord-emulator';
import { closeWorld, command, play, ephemeral, startedGame, stateOf, user, world } from './helpers';
import type { DuneAction } from '../../src/dune/actions/spec';

// The bot's renderer, watched: every picture must be drawn from a public view.
vi.mock('../../src/render', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/render')>();
  return { ...real, renderBoardPng: vi.fn(real.renderBoardPng) };
});
const render = vi.mocked(renderBoardPng);
const realRender = (await vi.importActual<typeof import('../../src/render')>('../../src/render')).renderBoardPng;

/** Which phases come after a point of a turn, within that turn (an independent reading of "past"). */
const AFTER: Record<TurnPoint, readonly PhaseId[]> = {
  storm: ['spice-blow', 'charity', 'bidding', 'revival', 'shipment-movement', 'battle', 'collection', 'mentat', 'ended'],
  'shipment-movement': ['battle', 'collection', 'mentat', 'ended'],
  end: ['ended'],
};
/** The public facts of where a state is, as `boardAt` reports them. */
const where = (s: DuneState | undefined) => ({ turn: s?.turn, phase: s?.phase });
const past = (s: DuneState, turn: number, point: TurnPoint): boolean => s.turn > turn || (s.turn === turn && AFTER[point].includes(s.phase));

/** A move the random player finds, or the test fails saying where the game got stuck. */
function moveFor(player: RandomPlayer, s: DuneState) {
  const move = player.find(s);
  if (!move) throw new Error(`no legal move found in ${s.phase}, turn ${s.turn}`);
  return move;
}

describe('the board as it was: replayed from the log', () => {
  const params = { seats: ['atreides', 'harkonnen'] as FactionId[], options: { turns: 3 }, seed: 11 };
  const created = duneGame.create(params);
  if (!created.ok) throw new Error(created.error.message);
  const states: DuneState[] = [created.value.state];
  const log: LogEntry<FactionId, DuneAction>[] = [];
  const player = new RandomPlayer(11);
  while ((states.at(-1) as DuneState).turn < 3) {
    const move = moveFor(player, states.at(-1) as DuneState);
    if (!move.result.ok) throw new Error(move.result.error.message);
    log.push({ kind: 'action', actor: { kind: 'seat', seat: move.faction }, action: move.action });
    states.push(move.result.value.state);
  }

  it('stops at the first state past each point of each turn', () => {
    for (const turn of [1, 2]) {
      for (const point of ['storm', 'shipment-movement', 'end'] as const) {
        const expected = states.findIndex((s) => past(s, turn, point));
        expect(expected, `${point} of turn ${turn}`).toBeGreaterThan(0);
        expect(past(states[expected - 1] as DuneState, turn, point)).toBe(false);
        const at = boardAt(params, log, turn, point);
        expect(at).toMatchObject({ reached: true, ...where(states[expected]) });
        // The picture is the board at the very end of that phase, as the engine recorded it.
        expect(at.view).toMatchObject({ turn, phase: point === 'end' ? 'mentat' : point });
      }
    }
    expect(boardAt(params, log, 1, 'end').turn).toBe(2);
  });

  it('leaves undone actions out, and gives the state now when the point is still ahead', () => {
    const end1 = states.findIndex((s) => past(s, 1, 'end'));
    const undone: LogEntry<FactionId, DuneAction>[] = [...log.slice(0, end1), { kind: 'undo', actor: { kind: 'system' }, count: 1 }];
    expect(boardAt(params, undone, 1, 'end')).toMatchObject({ reached: false, ...where(states[end1 - 1]), view: boardView(states[end1 - 1] as DuneState) });
    expect(boardAt(params, [...undone, log[end1 - 1] as LogEntry<FactionId, DuneAction>], 1, 'end')).toMatchObject({ reached: true, ...where(states[end1]) });
    expect(boardAt(params, log, 4, 'storm')).toMatchObject({ reached: false, ...where(states.at(-1)), view: boardView(states.at(-1) as DuneState) });
  });
});

describe('the news that shows the board', () => {
  const e = (type: string, fields: Record<string, unknown> = {}): DuneEvent => ({ type, ...fields }) as DuneEvent;

  it('is the end of the storm or of Shipment and Movement, with the board recorded then; the later of the two', () => {
    const board = (turn: number, phase: string) => ({ turn, phase, board: [] });
    expect(newsPoint([e('storm-moved'), e('phase-ended', { phase: 'storm', turn: 1, board: board(1, 'storm') })])).toEqual({
      turn: 1,
      point: 'storm',
      view: board(1, 'storm'),
    });
    expect(newsPoint([e('phase-ended', { phase: 'shipment-movement', turn: 2, board: board(2, 'shipment-movement') })])).toMatchObject({
      turn: 2,
      point: 'shipment-movement',
    });
    expect(
      newsPoint([
        e('phase-ended', { phase: 'shipment-movement', turn: 2, board: board(2, 'shipment-movement') }),
        e('phase-ended', { phase: 'storm', turn: 3, board: board(3, 'storm') }),
      ]),
    ).toMatchObject({ turn: 3, point: 'storm' });
    expect(newsPoint([e('phase-ended', { phase: 'mentat', turn: 2, board: board(2, 'mentat') }), e('bid-made')])).toBeNull();
    expect(newsPoint([e('phase-ended', { phase: 'bidding', turn: 2 })])).toBeNull();
  });

  it('keeps under the upload limit: a larger picture is refused with its size', () => {
    const png = Buffer.alloc(3 * 1024 * 1024);
    const picture = pointPicture(3, 'storm');
    expect(boardFile(png, picture, 2 * 1024 * 1024)).toBe('The board picture (3.0 MB) is larger than Discord lets me upload here (2.0 MB).');
    const file = boardFile(png, picture, png.length);
    expect(typeof file === 'string' ? file : file.name).toBe('board-turn-3-storm.png');
  });
});

let w: Awaited<ReturnType<typeof world>> | undefined;
afterEach(async () => {
  await closeWorld(w);
  w = undefined;
});

const SEATS: Record<string, FactionId> = { alice: 'atreides', bob: 'harkonnen' };

/** The one PNG a message carries: its file name, and its pixels decoded. */
function pngOf(message: PostedMessage | null): { name: string; data: Buffer; width: number; height: number } {
  expect(message?.attachments).toHaveLength(1);
  const file = message!.attachments[0]!;
  const png = PNG.sync.read(file.data);
  return { name: file.filename, data: file.data, width: png.width, height: png.height };
}

describe('/map and the board in the news, through Discord', () => {
  it('posts the board with the storm and after Shipment and Movement; /map shows it now or as it was, to anyone in the channel', async () => {
    w = await world({ players: ['alice', 'bob', 'eve'] });
    const channel = w.channels[0]!;
    const eve = user(w, 'eve');
    await startedGame(w, { alice: 'atreides', bob: 'harkonnen' });

    // The players play through slash commands up to turn 3; every picture the bot draws in the
    // meantime is drawn from the public view of the game as it is after that command.
    const player = new RandomPlayer(5);
    let state = (await stateOf(w)).state;
    while (state.turn < 3) {
      const move = moveFor(player, state);
      const args = Object.fromEntries(Object.entries(move.action.args ?? {}).map(([k, v]) => [optionName(k), v as OptionInput]));
      const drawn = render.mock.calls.length;
      const who = user(w, Object.keys(SEATS).find((n) => SEATS[n] === move.faction)!);
      expect(ephemeral(await play(w, who, move.action.do, args))).toContain('✅');
      state = (await stateOf(w)).state;
      // Every picture is a board view: the public board only, field by field.
      for (const [view] of render.mock.calls.slice(drawn)) {
        expect(Object.keys(view).sort()).toEqual(Object.keys(boardView(state)).sort());
        expect(view).not.toHaveProperty('hand');
      }
    }
    expect(render.mock.calls.length).toBeGreaterThanOrEqual(4);
    expect(privateView(state, 'atreides')).toHaveProperty('hand');
    const phase = PHASE_TITLES[state.phase];

    // The storm's posts carry the board, 1200×1200, different from one storm to the next.
    const news = w.server.messages(channel);
    const storms = [1, 2].map((turn) => news.find((m) => m.attachments.some((a) => a.filename === `board-turn-${turn}-storm.png`)) ?? null);
    const [storm1, storm2] = storms.map(pngOf);
    for (const [i, m] of storms.entries()) {
      // The picture goes with the post of the change that ended the storm; the storm's own news is in its step's post.
      expect(news.some((n) => n.embeds.some((e) => e.title === `Turn ${i + 1} · Storm` && e.description?.includes('The storm moves')))).toBe(true);
      expect(m!.attachments[0]!.description).toBe(`The board after the storm of turn ${i + 1}`);
    }
    expect([storm1!.width, storm1!.height]).toEqual([1200, 1200]);
    expect(storm1!.data.equals(storm2!.data)).toBe(false);
    expect(news.filter((m) => m.attachments.some((a) => a.filename === 'board-turn-1-shipment-movement.png'))).toHaveLength(1);

    // /map for a member without a seat: the board now, only for them.
    const mapNow = await command(w, eve, 'game', {}, { subcommand: 'map' });
    expect(ephemeral(mapNow)).toContain('The board now (turn 3');
    const nowPng = pngOf(mapNow.reply);
    expect([nowPng.width, nowPng.height]).toEqual([1200, 1200]);
    expect(nowPng.data.equals(realRender(boardView(state)))).toBe(true);

    // /map turn:1: the board at the end of turn 1, as the engine recorded it when the Mentat Pause ended.
    const { gameId } = await stateOf(w);
    const endOf1 = ofType(
      (await w.bot.store.log(gameId)).flatMap((entry) => entry.events),
      'phase-ended',
    ).find((ev) => ev.phase === 'mentat' && ev.turn === 1);
    expect(endOf1?.board).toBeDefined();
    const mapTurn1 = await command(w, eve, 'game', { turn: 1 }, { subcommand: 'map' });
    expect(ephemeral(mapTurn1)).toContain('The board at the end of turn 1');
    expect(pngOf(mapTurn1.reply).data.equals(realRender(endOf1!.board as never))).toBe(true);
    expect(render.mock.calls.at(-1)![0]).toEqual(endOf1!.board);
    // After the storm of turn 1: the picture the storm's post carried.
    const mapStorm1 = await command(w, eve, 'game', { turn: 1, phase: 'storm' }, { subcommand: 'map' });
    expect(pngOf(mapStorm1.reply).data.equals(storm1!.data)).toBe(true);

    // The turn under way, without a point: the board so far, which is the board now.
    const mapTurn3 = await command(w, eve, 'game', { turn: 3 }, { subcommand: 'map' });
    expect(ephemeral(mapTurn3)).toBe(`🗺️ The board now: turn 3 is not over yet (${phase}).`);
    expect(pngOf(mapTurn3.reply).data.equals(nowPng.data)).toBe(true);

    // A turn or a point that has not come yet: a clear answer, only for the asker, and nothing posted.
    const posted = w.server.messages(channel).length;
    const later = await command(w, eve, 'game', { turn: 4, post: true }, { subcommand: 'map' });
    expect(ephemeral(later)).toBe(`❌ Turn 4 has not begun yet: the game is in turn 3, ${phase}. \`/game map\` without a turn shows the board now.`);
    expect(later.reply?.attachments).toEqual([]);
    const notOver = ephemeral(await command(w, eve, 'game', { phase: 'shipment-movement' }, { subcommand: 'map' }));
    expect(notOver).toBe(
      `❌ Shipment and Movement of turn 3 is not over yet: the game is in turn 3, ${phase}. \`/game map\` without a turn shows the board now.`,
    );
    expect(w.server.messages(channel)).toHaveLength(posted);

    // post:true: the picture goes to the channel, the asker is told so.
    const shared: InteractionOutcome = await command(w, eve, 'game', { turn: 2, phase: 'shipment-movement', post: true }, { subcommand: 'map' });
    expect(ephemeral(shared)).toBe('✅ Posted in the channel: The board after Shipment and Movement of turn 2.');
    const last = w.server.messages(channel).at(-1)!;
    expect(last.content).toBe(`🗺️ The board after Shipment and Movement of turn 2, shown by <@${eve.id}>.`);
    expect(pngOf(last).name).toBe('board-turn-2-shipment-movement.png');
  }, 180_000);
});
