import { PIECE_EDGES, PLAYER_CIRCLE_SECTORS, STORM_START_SECTOR, TERRITORY_DATA, TERRITORY_IDS as MAP_TERRITORY_IDS } from './map.generated';

export { MAP_TERRITORY_IDS, PLAYER_CIRCLE_SECTORS, STORM_START_SECTOR };

/**
 * The Ixians' Hidden Mobile Stronghold (ixians-tleilaxu.md §3.4): a territory of one piece off the
 * printed map, whose only neighbour is the piece it points at (its host, `DuneState.hms`), so its
 * adjacency lives in the state, not here.
 */
export const HMS = 'hidden-mobile-stronghold';
export const TERRITORY_IDS = [...MAP_TERRITORY_IDS, HMS] as const;
export type TerritoryId = (typeof TERRITORY_IDS)[number];
/** A territory printed on the map (every one but the HMS): what the spice cards and the picture's bands name. */
export type MapTerritoryId = (typeof MAP_TERRITORY_IDS)[number];

export type TerritoryType = 'stronghold' | 'rock' | 'sand' | 'polar-sink';
export type StormProtection = 'always' | 'shield-wall' | 'none' | 'never';

export interface Territory {
  readonly id: TerritoryId;
  readonly name: string;
  readonly aliases: readonly string[];
  readonly type: TerritoryType;
  /** Sectors 1–18 the territory spans; empty for the Polar Sink. */
  readonly sectors: readonly number[];
  readonly spiceBlow: { readonly sector: number; readonly amount: number } | null;
  readonly stormProtection: StormProtection;
  readonly fremenSendRange: boolean;
  readonly adjacentToShieldWall: boolean;
  readonly adjacent: readonly TerritoryId[];
}

/** The Polar Sink's one piece has no sector; the engine stores it as sector 0. */
export const POLAR_SINK_SECTOR = 0;
export const SECTOR_COUNT = 18;

// ixians-tleilaxu.json `hms`: a stronghold that never holds spice and whose forces the storm never
// kills; its one piece is stored as sector 0, like the Polar Sink's (its storm is its host's, OP-15).
const HMS_DATA: Territory = {
  id: HMS,
  name: 'Hidden Mobile Stronghold',
  aliases: ['HMS'],
  type: 'stronghold',
  sectors: [],
  spiceBlow: null,
  stormProtection: 'always',
  fremenSendRange: false,
  adjacentToShieldWall: false,
  adjacent: [],
};

export const TERRITORIES: ReadonlyMap<TerritoryId, Territory> = new Map([...(TERRITORY_DATA satisfies readonly Territory[]), HMS_DATA].map((t) => [t.id, t]));

export function territory(id: TerritoryId): Territory {
  const t = TERRITORIES.get(id);
  if (!t) throw new Error(`unknown territory id ${id}`);
  return t;
}

export const STRONGHOLDS: readonly TerritoryId[] = TERRITORY_IDS.filter((id) => territory(id).type === 'stronghold');

/** Sectors a territory's pieces occupy (the Polar Sink: [0]). */
export function pieceSectors(id: TerritoryId): readonly number[] {
  const t = territory(id);
  return t.sectors.length === 0 ? [POLAR_SINK_SECTOR] : t.sectors;
}

export type PieceKey = `${TerritoryId}#${number}`;
export const pieceKey = (id: TerritoryId, sector: number): PieceKey => `${id}#${sector}`;

const parsedPieces = new Map<string, { readonly territory: TerritoryId; readonly sector: number }>();

/** The territory and sector of a piece key; memoised, as routing and battle fronts call it in loops. */
export function parsePieceKey(key: string): { readonly territory: TerritoryId; readonly sector: number } {
  let piece = parsedPieces.get(key);
  if (!piece) {
    const [id, sector] = key.split('#');
    piece = { territory: id as TerritoryId, sector: Number(sector) };
    parsedPieces.set(key, piece);
  }
  return piece;
}

/** Piece graph for storm-aware routing: each piece's neighbouring pieces. */
export const PIECE_NEIGHBOURS: ReadonlyMap<PieceKey, readonly PieceKey[]> = (() => {
  const m = new Map<PieceKey, PieceKey[]>();
  const add = (a: string, b: string) => {
    const list = m.get(a as PieceKey) ?? [];
    list.push(b as PieceKey);
    m.set(a as PieceKey, list);
  };
  for (const [a, b] of PIECE_EDGES) {
    add(a, b);
    add(b, a);
  }
  return m;
})();

/** Shortest distance in territories between two territories (ignoring storm and occupancy). */
export function territoryDistance(from: TerritoryId, to: TerritoryId): number {
  if (from === to) return 0;
  const seen = new Set<TerritoryId>([from]);
  let frontier: TerritoryId[] = [from];
  for (let d = 1; frontier.length > 0; d++) {
    const next: TerritoryId[] = [];
    for (const t of frontier)
      for (const n of territory(t).adjacent) {
        if (n === to) return d;
        if (!seen.has(n)) {
          seen.add(n);
          next.push(n);
        }
      }
    frontier = next;
  }
  return Infinity;
}
