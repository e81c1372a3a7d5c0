import { type BoardView, boardAt, boardView, type DuneGameState, publicView, type TurnPoint } from '../dune';
import { type Asker, withLiveGame } from './live-game';
import { boardFile, pointPicture } from './board-picture';
import { renderBoardPng } from '../render';
import type { Reply } from './command';
import type { BotContext, DuneGame, DuneSeat } from './context';
import { postToChannel } from './deliver';
import { boardWords } from './text/board';

/** A `/game map` as it arrived from Discord. */
export interface MapRequest extends Asker {
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

/** Where a game is: its turn and phase (public facts). */
interface Progress {
  readonly turn: number;
  readonly phase: string;
  readonly phaseTitle: string;
}

const shown = (view: BoardView, s: Progress, title = boardWords.now(s.turn, s.phaseTitle)): Shown => ({
  view,
  picture: { title, name: `board-turn-${s.turn}-${s.phase}.png` },
});

/** The board to show: now, or replayed from the log to the point asked for. */
async function chosenBoard(bot: BotContext, game: DuneGame, seats: readonly DuneSeat[], current: DuneGameState, request: MapRequest): Promise<Shown | string> {
  if (request.turn === null && request.point === null) return shown(boardView(current), publicView(current));
  const turn = request.turn ?? publicView(current).turn;
  const point = request.point ?? 'end';
  const at = boardAt({ seats: seats.map((s) => s.seat), options: game.options, seed: game.seed }, await bot.store.log(game.id), turn, point);
  if (at.reached) return { view: at.view, picture: pointPicture(turn, point) };
  // The turn asked for is under way: without a point, its board so far is the board now.
  if (request.point === null && at.turn === turn) return shown(at.view, at, boardWords.nowTurnUnderWay(turn, at.phaseTitle));
  return boardWords.notYet(at, turn, point);
}

/**
 * `/game map`: the board as a picture, for anyone in the game's channel, seated or not; answered to the
 * user alone, or posted in the channel with `post`. Refusals are always answered to the user alone.
 */
export async function boardMap(bot: BotContext, request: MapRequest): Promise<Reply> {
  return withLiveGame<Reply>(bot, request, { started: true }, async ({ game, seats, state }) => {
    const board = await chosenBoard(bot, game, seats, state, request);
    if (typeof board === 'string') return `❌ ${board}`;
    const file = boardFile(renderBoardPng(board.view), board.picture, request.attachmentSizeLimit);
    if (typeof file === 'string') return `❌ ${file}`;
    if (!request.post) return { content: boardWords.shown(board.picture.title), files: [file] };
    await postToChannel(bot, game.channelId, [{ content: boardWords.shownBy(board.picture.title, request.userId), embeds: [], files: [file] }]);
    return boardWords.posted(board.picture.title);
  });
}
