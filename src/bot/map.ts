import { PHASE_MODULES } from '../dune/phases';
import type { DuneState } from '../dune/state';
import { boardAt, type TurnPoint } from './board-history';
import { boardFile, pointPicture } from './board-picture';
import { boardView, type BoardView } from '../dune/views';
import { renderBoardPng } from '../render';
import type { Reply } from './command';
import type { BotContext, DuneGame, DuneSeat } from './context';
import { postToChannel } from './deliver';

/** A `/map` as it arrived from Discord. */
export interface MapRequest {
  readonly channelId: string;
  readonly userId: string;
  /** The turn to show; null: now (or, with a point, the current turn). */
  readonly turn: number | null;
  /** The point of that turn; null: its end. */
  readonly point: TurnPoint | null;
  /** Post the picture in the channel instead of answering only the user. */
  readonly post: boolean;
  /** The largest upload Discord allows here, as the interaction says. */
  readonly attachmentSizeLimit: number;
}

interface Shown {
  readonly view: BoardView;
  readonly picture: { title: string; name: string };
}

const where = (s: DuneState): string => `the game is in turn ${s.turn}, ${PHASE_MODULES[s.phase].title}`;

const now = (s: DuneState, title = `The board now (turn ${s.turn}, ${PHASE_MODULES[s.phase].title})`): Shown => ({
  view: boardView(s),
  picture: { title, name: `board-turn-${s.turn}-${s.phase}.png` },
});

/** Why the game has no board yet for that point of that turn. */
function notYet(s: DuneState, turn: number, point: TurnPoint): string {
  const tail = `: ${where(s)}. \`/map\` without a turn shows the board now.`;
  if (turn > s.turn) return `Turn ${turn} has not begun yet${tail}`;
  if (point === 'storm') return `The storm of turn ${turn} has not moved yet${tail}`;
  if (point === 'shipment-movement') return `Shipment and Movement of turn ${turn} is not over yet${tail}`;
  return `Turn ${turn} is not over yet${tail}`;
}

/** The board to show: now, or replayed from the log to the point asked for. */
async function chosenBoard(bot: BotContext, game: DuneGame, seats: readonly DuneSeat[], current: DuneState, request: MapRequest): Promise<Shown | string> {
  if (request.turn === null && request.point === null) return now(current);
  const turn = request.turn ?? current.turn;
  const point = request.point ?? 'end';
  const at = boardAt({ seats: seats.map((s) => s.seat), options: game.options, seed: game.seed }, await bot.store.log(game.id), turn, point);
  if (at.reached) return { view: at.view, picture: pointPicture(turn, point) };
  // The turn asked for is under way: without a point, its board so far is the board now.
  if (request.point === null && at.state.turn === turn)
    return now(at.state, `The board now: turn ${turn} is not over yet (${PHASE_MODULES[at.state.phase].title})`);
  return notYet(at.state, turn, point);
}

/**
 * `/map`: the board as a picture, for anyone in the game's channel, seated or not; answered to the
 * user alone, or posted in the channel with `post`. Refusals are always answered to the user alone.
 */
export async function boardMap(bot: BotContext, request: MapRequest): Promise<Reply> {
  const live = await bot.store.findActiveGameByChannel(request.channelId);
  if (!live) return 'There is no game in this channel; use `/map` in the channel of your game.';
  if (live.status === 'lobby') return 'The game has not started yet: the board is set up at `/game start`.';
  const loaded = await bot.store.load(live.id);
  if (!loaded.ok) return `❌ ${loaded.error.message}`;
  const { game, seats, state } = loaded.value;
  const shown = await chosenBoard(bot, game, seats, state, request);
  if (typeof shown === 'string') return `❌ ${shown}`;
  const file = boardFile(renderBoardPng(shown.view), shown.picture, request.attachmentSizeLimit);
  if (typeof file === 'string') return `❌ ${file}`;
  if (!request.post) return { content: `🗺️ ${shown.picture.title}.`, files: [file] };
  await postToChannel(bot, game.channelId, [{ content: `🗺️ ${shown.picture.title}, shown by <@${request.userId}>.`, embeds: [], files: [file] }]);
  return `✅ Posted in the channel: ${shown.picture.title}.`;
}
