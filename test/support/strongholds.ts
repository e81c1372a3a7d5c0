import { HMS, STRONGHOLDS, type TerritoryId } from '../../src/dune/data/map';

/** The strongholds printed on the map: the HMS is off it, drawn at its host piece (its own marker, src/render/markers.ts). */
export const PRINTED_STRONGHOLDS: readonly TerritoryId[] = STRONGHOLDS.filter((t) => t !== HMS);
