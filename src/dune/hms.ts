import { check } from '../engine/result';
import { inStorm } from './board';
import { factionName } from './data/factions';
import { HMS, PIECE_NEIGHBOURS, POLAR_SINK_SECTOR, pieceKey, territory, type PieceKey, type TerritoryId } from './data/map';
import type { DuneState, FactionId } from './state';
import { agrees } from './victory/describe';

/**
 * The Hidden Mobile Stronghold on the board (ixians-tleilaxu.md §3.4): a territory of one piece
 * whose only neighbour is its host piece, which lists it as an extra neighbour. Routing, shipment
 * and battles ask here, so that the printed map's graph stays static.
 */

const HMS_PIECE: PieceKey = pieceKey(HMS, POLAR_SINK_SECTOR);

/** The host piece's key, once the HMS is placed. */
function hostKey(s: DuneState): PieceKey | null {
  const host = s.hms?.host;
  return host ? pieceKey(host.territory, host.sector) : null;
}

/** A piece's neighbours now: the printed map's, plus the HMS and its host for each other. */
export function neighbours(s: DuneState, piece: PieceKey): readonly PieceKey[] {
  const host = hostKey(s);
  if (host === null) return PIECE_NEIGHBOURS.get(piece) ?? [];
  if (piece === HMS_PIECE) return [host];
  if (piece === host) return [...(PIECE_NEIGHBOURS.get(piece) ?? []), HMS_PIECE];
  return PIECE_NEIGHBOURS.get(piece) ?? [];
}

/**
 * Whether the HMS is shut by the storm: its host sector is in the storm and (OP-15, `hmsInStorm`
 * 'closed', treachery.online) nobody ships, moves in or out, or fights there. Its forces are safe.
 */
export function hmsClosed(s: DuneState): boolean {
  const host = s.hms?.host;
  return host !== null && host !== undefined && s.options.hmsInStorm === 'closed' && inStorm(s, host.sector);
}

/** Whether a piece may not be entered, left or crossed because of the storm: its sector's, or the HMS's host's (OP-15). */
export const pieceInStorm = (s: DuneState, t: TerritoryId, sector: number): boolean => (t === HMS ? hmsClosed(s) : inStorm(s, sector));

/** Whether the HMS is on the board: in the game and placed (IX-3). */
export const hmsPlaced = (s: DuneState): boolean => (s.hms?.host ?? null) !== null;

/**
 * IX-4, OP-15: only the HMS's owner ships straight into it, from reserves (not cross-shipping, not
 * a free send), once it is placed and while its host is out of the storm ('closed'). Anyone else
 * moves in from the host piece.
 */
export function checkHmsShipment(s: DuneState, f: FactionId, t: TerritoryId, from: TerritoryId | undefined): void {
  if (t !== HMS) return;
  const hms = s.hms;
  check(hms !== undefined && hms.host !== null, 'hms-not-placed', 'The Hidden Mobile Stronghold is not on the board: nobody ships into it.');
  const moveIn = `move in from ${territory(hms.host.territory).name} (sector ${hms.host.sector})`;
  check(
    f === hms.owner && from === undefined,
    'hms-closed-to-shipment',
    hms.owner === null
      ? `Nobody ships into the Hidden Mobile Stronghold in a game without the Ixians (\`hmsWithoutIxians\`); ${moveIn}.`
      : `Only the ${factionName(hms.owner)} ${agrees(hms.owner, 'ship')} into the Hidden Mobile Stronghold, from their reserves; others ${moveIn}.`,
  );
  check(!hmsClosed(s), 'storm-sector', `The Hidden Mobile Stronghold's host, sector ${hms.host.sector}, is in the storm: nobody ships into it (OP-15).`);
}

/**
 * OP-4 (`hmsWormRide`): whether a Fremen worm ride may end in the HMS. DuneBot forbids it (entering
 * the HMS takes a move from its host, the default); treachery.online allows it, and then it is
 * entered under its own rules: placed, and its host out of the storm (OP-15). The stronghold's
 * occupancy and the ally's presence are the ride's own checks.
 */
export function checkHmsRide(s: DuneState, t: TerritoryId): void {
  if (t !== HMS) return;
  check(
    s.options.hmsWormRide,
    'hms-closed-to-ride',
    'A worm ride never ends in the Hidden Mobile Stronghold in this game (OP-4, `hmsWormRide` off): it is entered by a move from its host.',
  );
  const host = s.hms?.host;
  check(host, 'hms-not-placed', 'The Hidden Mobile Stronghold is not on the board: no ride ends in it.');
  check(!hmsClosed(s), 'storm-sector', `The Hidden Mobile Stronghold's host, sector ${host.sector}, is in the storm: no ride ends in it (OP-15).`);
}
