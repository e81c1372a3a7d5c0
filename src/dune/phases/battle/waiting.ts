import { factionName, leader as leaderData } from '../../data/factions';
import { territory as territoryData } from '../../data/map';
import type { DuneState, FactionId } from '../../state';
import { currentAggressor, pendingBattles } from './battles-to-fight';
import { battleStep, sidesOf } from './step';
import { traitorsPending } from './traitors';
import { toothAwaited } from './poison-tooth';
import type { Awaited } from '../awaited';
import type { Battle } from '../../shape/battle';
import { agrees, possessive } from '../../victory/describe';

/**
 * Why a combatant may not plan yet: the Voice or prescience must come first (§11.2). The target of
 * prescience may plan before the question (the plan then answers it at once, prescience.ts); the
 * other side waits for the answer.
 */
export function planBlocker(b: Battle, f: FactionId): string | null {
  const ps = b.prescience;
  if (b.voice?.target === f && !b.voice.decided) return 'the Bene Gesserit decide on the Voice (`voice` or `pass`)';
  if (ps && !ps.decided && ps.target !== f) return 'the Atreides decide on prescience (`prescience` or `pass`)';
  if (ps?.element && ps.target !== f && !b.plans[ps.target]) return `the ${factionName(ps.target)} ${agrees(ps.target, 'answer')} prescience with their plan`;
  return null;
}

/** Whether the game waits for `f`'s plan: it may plan, and is asked no prescience question that may still come. */
export const planAwaited = (b: Battle, f: FactionId): boolean => planBlocker(b, f) === null && !(b.prescience && !b.prescience.decided);

/** Whether the battle waits for `f`'s plan: its first, or one made again after a Karama stopped a power. */
export const planAsked = (b: Battle, f: FactionId): boolean => sidesOf(b).includes(f) && (!b.plans[f] || b.replan?.includes(f) === true) && planAwaited(b, f);

/** Whether the game waits for `f`'s battle plan now. */
export function awaitsPlan(s: DuneState, f: FactionId): boolean {
  const b = s.phase === 'battle' ? battleStep(s).current : null;
  return b?.stage === 'plans' && planAsked(b, f);
}

/** Each faction the battle waits for, with what it waits for, in the game's terms. */
export function awaited(s: DuneState): Awaited[] {
  const b = battleStep(s).current;
  if (!b) {
    const aggressor = currentAggressor(s);
    if (!aggressor) return [];
    const choices = pendingBattles(s)
      .filter((x) => x.aggressor === aggressor)
      .map((x) => `${territoryData(x.territory).name} against the ${factionName(x.defender)}`);
    return [{ f: aggressor, what: `choose their next battle (\`battle\`): ${choices.join('; ')}` }];
  }
  switch (b.stage) {
    case 'plans':
      return [
        ...(b.voice && !b.voice.decided ? [{ f: b.voice.by, what: `use the Voice on the ${factionName(b.voice.target)} or pass (\`voice\`/\`pass\`)` }] : []),
        ...(b.prescience && !b.prescience.decided
          ? [{ f: b.prescience.by, what: `use prescience on the ${factionName(b.prescience.target)} or pass (\`prescience\`/\`pass\`)` }]
          : []),
        ...sidesOf(b)
          .filter((f) => planAsked(b, f))
          .map((f) => ({
            f,
            what: b.plans[f] ? 'make their battle plan again, without the power a Karama stopped (`plan`)' : 'submit their battle plan (`plan`)',
            secret: true as const,
          })),
      ];
    case 'traitors':
      return [
        ...traitorsPending(b).map((f) => ({ f, what: 'call a traitor or pass (`call-traitor`/`pass`)', secret: true as const })),
        ...sidesOf(b)
          .filter((f) => toothAwaited(b, f))
          .map((f) => ({ f, what: 'let their Poison Tooth strike or declare it unused (`poison-tooth`)' })),
      ];
    case 'aftermath':
      return aftermath(b);
  }
}

function aftermath(b: Battle): Awaited[] {
  // TLX-2 asked: the table learns that the battle waits for the Tleilaxu, not for what (docs/secrecy.md).
  if (b.dancerAsked) return [{ f: b.dancerAsked, what: 'decide something in secret before the battle ends' }];
  const placing = b.dancerForces;
  if (placing)
    return [
      {
        f: placing.faction,
        what: `place up to ${placing.left} of their forces in ${territoryData(b.territory).name} in place of the winner’s (\`replace-forces\`), or no more (\`pass\`)`,
      },
    ];
  const { winner, loser } = b.outcome ?? {};
  if (!winner || !loser) return [];
  const out: Awaited[] = [];
  if (b.keepPending) out.push({ f: winner, what: 'keep or discard the cards they played (`keep`)' });
  if (b.lossSwap) out.push({ f: winner, what: `swap up to ${b.lossSwap} Cyborgs lost for surviving Suboids (\`swap-losses\`; 0 for none)` });
  if (b.techChoice) out.push({ f: winner, what: `take one of the ${possessive(loser)} Tech Tokens (\`take-tech\`)` });
  const c = b.capture;
  const name = c && leaderData(c.leader).name;
  if (c && !c.choice) out.push({ f: winner, what: `kill or capture ${name} (\`capture\`), or leave them (\`pass\`)` });
  // The loser is asked whatever their hand: a wait for Karama holders alone would tell the table who holds one.
  if (c?.choice)
    out.push({ f: loser, what: `let the Harkonnen ${c.choice} ${name} (\`pass\`), or stop it with a Karama (\`play card: Karama power: capture\`)` });
  return out;
}

export function expecting(s: DuneState): string {
  const b = battleStep(s).current;
  const list = awaited(s);
  if (list.length === 0) return 'The Battle phase is over.';
  const where = b
    ? `Battle in ${territoryData(b.territory).name}, the ${factionName(b.aggressor)} (aggressor) against the ${factionName(b.defender)}: `
    : 'Battle: ';
  return `${where}waiting for ${list.map((x) => `the ${factionName(x.f)} to ${x.what}`).join('; ')}.`;
}
