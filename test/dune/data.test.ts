import { describe, expect, it } from 'vitest';
import {
  ALL_CARDS,
  ALL_SPICE_CARDS,
  SPICE_CARDS,
  SPICE_DECK_SIZE,
  TRAITOR_DECK_SIZE,
  TREACHERY,
  TREACHERY_DECK_SIZE,
  cardKind,
} from '../../src/dune/data/cards';
import { FACTIONS, LEADERS } from '../../src/dune/data/factions';
import { PIECE_NEIGHBOURS, STRONGHOLDS, TERRITORIES, territory, territoryDistance, pieceSectors, type TerritoryId } from '../../src/dune/data/map';

describe('map data', () => {
  it('has 42 territories: 5 strongholds, 7 rock, 29 sand and the Polar Sink; and the HMS, a sixth stronghold off the map (ixians-tleilaxu.md §3.4)', () => {
    const types = [...TERRITORIES.values()].map((t) => t.type);
    expect(TERRITORIES.size).toBe(43);
    expect(types.filter((t) => t === 'stronghold')).toHaveLength(6);
    expect(types.filter((t) => t === 'rock')).toHaveLength(7);
    expect(types.filter((t) => t === 'sand')).toHaveLength(29);
    expect(types.filter((t) => t === 'polar-sink')).toHaveLength(1);
    expect([...STRONGHOLDS].sort()).toEqual(['arrakeen', 'carthag', 'habbanya-sietch', 'hidden-mobile-stronghold', 'sietch-tabr', 'tueks-sietch']);
  });

  it('territory adjacency is symmetric, with 103 undirected edges', () => {
    let directed = 0;
    for (const t of TERRITORIES.values())
      for (const n of t.adjacent) {
        directed++;
        expect(territory(n).adjacent, `${n} lists ${t.id}`).toContain(t.id);
      }
    expect(directed / 2).toBe(103);
  });

  it('piece adjacency is symmetric, names real pieces, and agrees with territory adjacency', () => {
    let edges = 0;
    for (const [piece, neighbours] of PIECE_NEIGHBOURS) {
      const [t, sector] = piece.split('#') as [TerritoryId, string];
      expect(pieceSectors(t)).toContain(Number(sector));
      for (const n of neighbours) {
        edges++;
        expect(PIECE_NEIGHBOURS.get(n), `${n} lists ${piece}`).toContain(piece);
        const nt = n.split('#')[0] as TerritoryId;
        if (nt !== t) expect(territory(t).adjacent, `${t} adjacent to ${nt}`).toContain(nt);
      }
    }
    expect(edges / 2).toBe(190);
  });

  it('every territory spans sectors 1–18 only, and the Polar Sink touches all 18', () => {
    for (const t of TERRITORIES.values()) for (const s of t.sectors) expect(s >= 1 && s <= 18).toBe(true);
    const sink = new Set(PIECE_NEIGHBOURS.get('polar-sink#0')!.map((p) => Number(p.split('#')[1])));
    expect(sink.size).toBe(18);
  });

  it('the Fremen send range is The Great Flat and the 15 territories within two of it', () => {
    const inRange = [...TERRITORIES.values()].filter((t) => t.fremenSendRange).map((t) => t.id);
    expect(inRange).toHaveLength(16);
    const computed = [...TERRITORIES.keys()].filter((id) => territoryDistance('the-great-flat', id) <= 2);
    expect(inRange.sort()).toEqual(computed.sort());
  });

  it('the Shield Wall and its neighbours are the Family Atomics territories', () => {
    const near = [...TERRITORIES.values()]
      .filter((t) => t.adjacentToShieldWall)
      .map((t) => t.id)
      .sort();
    expect(near).toEqual([...territory('shield-wall').adjacent].sort());
  });

  it('spice blows: 15 sand territories, 118 spice, each blow sector inside its territory', () => {
    let sum = 0;
    for (const c of SPICE_CARDS.values()) {
      const t = territory(c.territory);
      expect(t.type).toBe('sand');
      expect(t.sectors).toContain(c.sector);
      expect(t.spiceBlow).toEqual({ sector: c.sector, amount: c.amount });
      sum += c.amount;
    }
    expect(SPICE_CARDS.size).toBe(15);
    expect(sum).toBe(118);
    expect(SPICE_CARDS.get('the-great-flat')?.amount).toBe(10);
  });

  it('storm protection: rock and strongholds always; Imperial Basin, Arrakeen and Carthag by the Shield Wall', () => {
    const shielded = [...TERRITORIES.values()]
      .filter((t) => t.stormProtection === 'shield-wall')
      .map((t) => t.id)
      .sort();
    expect(shielded).toEqual(['arrakeen', 'carthag', 'imperial-basin']);
    for (const t of TERRITORIES.values()) if (t.type === 'rock') expect(t.stormProtection).toBe('always');
  });
});

describe('cards and factions', () => {
  it('the treachery deck has 33 cards with the reference composition', () => {
    expect(ALL_CARDS).toHaveLength(33);
    expect(TREACHERY_DECK_SIZE).toBe(33);
    const count = (cat: string, sub?: string) =>
      ALL_CARDS.filter((c) => cardKind(c).category === cat && (sub === undefined || cardKind(c).subtype === sub)).length;
    expect(count('weapon', 'projectile')).toBe(4);
    expect(count('weapon', 'poison')).toBe(4);
    expect(count('weapon', 'lasgun')).toBe(1);
    expect(count('defense', 'projectile')).toBe(4);
    expect(count('defense', 'poison')).toBe(4);
    expect(count('worthless')).toBe(5);
    expect(count('special', 'leader')).toBe(3);
    expect(TREACHERY.get('karama')?.count).toBe(2);
    expect(TREACHERY.get('family-atomics')?.afterUse).toBe('removed_from_game');
    expect(new Set(ALL_CARDS).size).toBe(33);
  });

  it('the spice deck has 21 cards, 6 of them Shai-Hulud', () => {
    expect(ALL_SPICE_CARDS).toHaveLength(21);
    expect(SPICE_DECK_SIZE).toBe(21);
    expect(ALL_SPICE_CARDS.filter((c) => c.startsWith('shai-hulud'))).toHaveLength(6);
  });

  it('eight factions (six base, two of the expansion) with 20 forces each, five leaders each, thirty base traitor cards', () => {
    expect(FACTIONS.size).toBe(8);
    for (const f of FACTIONS.values()) {
      expect(f.forces, f.id).toBe(20);
      expect(f.leaders, f.id).toHaveLength(5);
      const placed = f.startingPlacement.reduce((n, p) => n + p.forces, 0) + (f.inHms ? f.inHms.regular + f.inHms.elite : 0);
      expect(placed + f.reserves, `${f.id} starting forces + reserves`).toBe(20);
    }
    expect(LEADERS.size).toBe(40);
    expect(TRAITOR_DECK_SIZE).toBe(30);
    expect(FACTIONS.get('emperor')?.eliteForces).toBe(5);
    expect(FACTIONS.get('fremen')?.eliteForces).toBe(3);
    expect(FACTIONS.get('harkonnen')?.handLimit).toBe(8);
    expect(FACTIONS.get('harkonnen')?.traitorsKept).toBe(4);
  });

  it('leader strengths sum per faction as in the reference', () => {
    const sums = Object.fromEntries([...FACTIONS.values()].map((f) => [f.id, f.leaders.reduce((n, l) => n + l.strength, 0)]));
    expect(sums).toEqual({ atreides: 17, 'bene-gesserit': 25, emperor: 19, fremen: 23, 'spacing-guild': 14, harkonnen: 16, ixians: 17, tleilaxu: 10 });
  });

  it('the expansion factions as ixians-tleilaxu.json gives them', () => {
    const ix = FACTIONS.get('ixians');
    expect(ix).toMatchObject({ startingSpice: 10, eliteForces: 7, eliteName: 'Cyborg', regularName: 'Suboid', inHms: { regular: 3, elite: 3 }, reserves: 14 });
    expect(ix).toMatchObject({ freeRevival: 1, handLimit: 4, traitorsKept: 1, faceDancers: 0, color: 'grey' });
    const bt = FACTIONS.get('tleilaxu');
    expect(bt).toMatchObject({ startingSpice: 5, eliteForces: 0, startingPlacement: [], inHms: null, reserves: 20, freeRevival: 2, handLimit: 4 });
    expect(bt).toMatchObject({ traitorsKept: 0, faceDancers: 3, color: 'purple' });
    expect(LEADERS.get('zoal')).toMatchObject({ strength: 0, variableStrength: true, reviveCost: 3, faction: 'tleilaxu' });
    expect(LEADERS.get('hidar-fen-ajidica')).toMatchObject({ strength: 4, variableStrength: false, reviveCost: 4 });
  });
});
