import { check } from '../../../engine/result';
import { allyOf } from '../../board';
import type { Ctx } from '../../context';
import { factionName } from '../../data/factions';
import { endSupport } from '../../deals/ally-support';
import type { DuneState, FactionId } from '../../state';
import type { Nexus } from '../../shape/spice-blow';
import { agrees } from '../../victory/describe';

export const newNexus = (): Nexus => ({ passed: [], proposals: [], allied: [] });

export const nexusWaitingFor = (s: DuneState, n: Nexus): FactionId[] => s.factions.filter((f) => !n.passed.includes(f));

/**
 * `f` asks to ally with `other`; when `other` has asked for `f` too, the alliance forms. A faction
 * that broke its alliance in this Nexus may ally again at once; one that formed one may not.
 */
export function proposeAlliance(s: DuneState, ctx: Ctx, n: Nexus, f: FactionId, other: FactionId): void {
  check(other !== f, 'bad-ally', 'A faction cannot ally with itself.');
  check(s.factions.includes(other), 'not-in-game', `The ${factionName(other)} ${agrees(other, 'are')} not in this game.`);
  const current = allyOf(s, f);
  check(
    !current,
    'already-allied',
    `The ${factionName(f)} ${agrees(f, 'are')} allied with the ${current ? factionName(current) : ''}; break that alliance first (\`break\`).`,
  );
  check(
    !n.allied.includes(f),
    'allied-this-nexus',
    `The ${factionName(f)} ${agrees(f, 'have')} already formed an alliance in this Nexus; a faction allies once per Nexus.`,
  );
  const answer = n.proposals.find((p) => p.faction === other && p.with === f);
  check(
    answer || !n.passed.includes(other),
    'ally-passed',
    `The ${factionName(other)} ${agrees(other, 'have')} passed in this Nexus and asked nobody to ally with them, so they cannot accept.`,
  );
  n.proposals = n.proposals.filter((p) => p.faction !== f);
  if (!answer) {
    n.proposals.push({ faction: f, with: other });
    ctx.emit({ type: 'alliance-proposed', faction: f, with: other });
    return;
  }
  s.alliances.push([other, f]);
  n.allied.push(other, f);
  n.proposals = n.proposals.filter((p) => ![f, other].includes(p.faction) && ![f, other].includes(p.with));
  ctx.emit({ type: 'alliance-formed', factions: [other, f] });
}

export function breakAlliance(s: DuneState, ctx: Ctx, f: FactionId): void {
  const ally = allyOf(s, f);
  check(ally, 'not-allied', `The ${factionName(f)} ${agrees(f, 'are')} in no alliance to break.`);
  s.alliances = s.alliances.filter((a) => a[0] !== f && a[1] !== f);
  endSupport(s, [f, ally]);
  ctx.emit({ type: 'alliance-broken', faction: f, factions: [f, ally] });
}

/** `f` is done with this Nexus; returns whether everyone now is (the Nexus is over). */
export function passNexus(s: DuneState, ctx: Ctx, n: Nexus, f: FactionId): boolean {
  n.passed.push(f);
  ctx.emit({ type: 'nexus-passed', faction: f });
  return nexusWaitingFor(s, n).length === 0;
}
