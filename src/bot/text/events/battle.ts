import type { BattleDescription, LeaderDeath } from '../../../dune';
import { actionMention } from '../commands';
import type { BattleEvents } from '../../../dune';
import { FACTION_IDS, factionName } from '../../../dune/data/factions';
import { VOICE_WORDS } from '../../../dune';
import type { FactionId } from '../../../dune';
import { does, possessive, their, the } from '../factions';
import { conjugate, list, numberOf } from '../grammar';
import { planText } from '../plan';
import { forces, spice, territory } from '../terms';
import type { EventTexts } from './present';

/** "Arrakeen (the Atreides against the Harkonnen)". */
const battle = (b: BattleDescription): string => `${territory(b.territory)} (${the(b.aggressor)} against ${the(b.defender)})`;

/** "Duncan Idaho (Atreides)". */
const leaderOf = (leader: string, f: FactionId): string => `${leader} (${factionName(f)})`;

/** Whom a standing Voice or prescience order is for. */
const scope = (opponent: FactionId | null): string => `in this turn's battles against ${opponent ? the(opponent) : 'any opponent without an order of its own'}`;

const DEATHS: Readonly<Record<LeaderDeath, string>> = {
  weapon: 'is killed in battle',
  betrayed: 'is killed as a traitor',
  explosion: 'dies in the explosion',
  'killed by the Harkonnen': 'is killed by the Harkonnen',
  'face dancer': 'was a Face Dancer and goes to the Tanks',
};

export const battleText: EventTexts<keyof BattleEvents> = {
  'battles-to-fight': ({ battles }) => (battles.length ? `battles to fight: ${list(battles.map(battle))}.` : 'no battles this turn.'),
  'battle-started': (b) => `battle in ${battle(b)}: both sides submit a battle plan (${actionMention('plan')}).`,
  'battle-plan-submitted': ({ faction, replaced }) => `${does(faction, replaced ? 'change' : 'submit')} ${their(faction)} battle plan.`,
  'battle-plan-sent-back': ({ faction }) =>
    `${possessive(the(faction))} battle plan goes back to them: ${does(faction, 'make')} it again without the power the Karama stopped.`,
  'battle-plan-recorded': ({ plan }) => `your battle plan: ${planText(plan)}.`,
  'voice-used': ({ target, kind, play }) => `the Voice: the Bene Gesserit command ${the(target)} ${play ? 'to play' : 'not to play'} ${VOICE_WORDS[kind]}.`,
  'voice-passed': ({ faction }) => `${does(faction, 'do not use')} the Voice.`,
  'prescience-asked': ({ faction, target, element }) => `prescience: ${does(faction, 'ask')} ${the(target)} to reveal ${their(target)} ${element}.`,
  'prescience-answered': ({ faction, element, answer }) => `prescience: ${does(faction, 'reveal')} ${their(faction)} ${element}: ${answer}.`,
  'prescience-passed': ({ faction }) => `${does(faction, 'do not use')} prescience.`,
  'battle-plan-seen': ({ faction, target }) => `Karama: ${does(faction, 'see')} ${possessive(the(target))} whole battle plan, which now stands as it is.`,
  'battle-plan-shown': ({ faction, plan }) => `${possessive(the(faction))} battle plan, seen with your Karama: ${planText(plan)}.`,
  'battle-plans-revealed': ({ territory: t, plans }) =>
    `battle plans in ${territory(t)} — ${FACTION_IDS.flatMap((f) => {
      const p = plans[f];
      return p ? [`${the(f)}: ${planText(p)}`] : [];
    }).join('; ')}.`,
  'traitor-called': ({ faction, side }) => `${does(faction, 'call')} a traitor${side === faction ? '' : ` for ${the(side)}`}!`,
  'traitor-passed': ({ faction }) => `${does(faction, 'call')} no traitor.`,
  'poison-tooth-decided': ({ faction, withdrawn }) =>
    withdrawn
      ? `${does(faction, 'declare')} ${their(faction)} Poison Tooth unused: it strikes nobody.`
      : `${does(faction, 'let')} ${their(faction)} Poison Tooth strike.`,
  'traitor-order-given': ({ choice }) =>
    choice === 'call'
      ? 'you will call a traitor if you hold the leader you face, as soon as the plans are revealed.'
      : choice === 'pass'
        ? 'you will call no traitor in this battle: your answer is given as soon as the plans are revealed.'
        : 'you will be asked whether to call a traitor once the plans are revealed.',
  'voice-order-given': ({ opponent, decision }) =>
    decision === 'ask'
      ? `you will be asked about the Voice ${scope(opponent)}, as each battle begins.`
      : decision
        ? `${scope(opponent)}, the Voice will command them ${decision.play ? 'to play' : 'not to play'} ${VOICE_WORDS[decision.kind]}, as soon as the battle begins (${actionMention('voice-order')} changes it).`
        : `you will not use the Voice ${scope(opponent)} (${actionMention('voice-order')} changes it).`,
  'prescience-order-given': ({ opponent, decision }) =>
    decision === 'ask'
      ? `you will be asked about prescience ${scope(opponent)}, as each battle begins.`
      : decision
        ? `${scope(opponent)}, prescience will ask your opponent to reveal their ${decision}, as soon as the battle begins (${actionMention('prescience-order')} changes it).`
        : `you will not use prescience ${scope(opponent)} (${actionMention('prescience-order')} changes it).`,
  'traitor-revealed': ({ side, leader }) => `Traitor! ${leader} is ${possessive(the(side))} traitor.`,
  'traitor-spice': ({ faction, amount }) => `${does(faction, 'receive')} ${spice(amount)} for the traitor.`,
  'lasgun-shield-explosion': ({ territory: t }) => `Lasgun and shield! An explosion destroys everything in ${territory(t)}.`,
  'kwisatz-haderach-killed': () => 'the Kwisatz Haderach dies in the explosion.',
  'kwisatz-haderach-awakened': ({ losses }) => `the Kwisatz Haderach awakens: the Atreides have lost ${forces(losses)} in battle.`,
  'cheap-hero-killed': ({ faction }) => `${possessive(the(faction))} Cheap Hero dies.`,
  'leader-killed': ({ leader, faction, cause, faceDown }) =>
    `${leaderOf(leader, faction)} ${DEATHS[cause]}${faceDown ? ' and goes face down into the Tleilaxu Tanks' : ''}.`,
  'battle-won': ({ territory: t, winner, loser, totals }) => {
    const score = totals[winner] !== undefined && totals[loser] !== undefined ? `, ${totals[winner]} to ${totals[loser]}` : '';
    return `${does(winner, 'win')} the battle in ${territory(t)} against ${the(loser)}${score}.`;
  },
  'leader-spice': ({ faction, amount, leaders }) =>
    `${does(faction, 'receive')} ${spice(amount)} for the ${leaders.length === 1 ? 'leader' : 'leaders'} killed (${list(leaders)}).`,
  'battle-spice-paid': ({ faction, amount }) => `${does(faction, 'pay')} the ${spice(amount)} dialled to the bank.`,
  'battle-spice-returned': ({ faction, amount }) => `${does(faction, 'get')} back the ${spice(amount)} dialled.`,
  'forces-lost': ({ faction, territory: t, forces: n, elite }) => `${does(faction, 'lose')} ${forces(n, elite, faction)} in ${territory(t)}.`,
  'spice-destroyed': ({ territory: t, amount }) => `${spice(amount)} in ${territory(t)} is destroyed.`,
  'cards-kept': ({ faction, cards }) => `${does(faction, 'keep')} ${list(cards)}.`,
  'capture-drawn': ({ leader, faction }) =>
    `the Harkonnen take ${leaderOf(leader, faction)}: kill or capture (${actionMention('capture')}), or ${actionMention('pass', 'battle')}.`,
  'capture-attempted': ({ leader, faction, choice }) =>
    `the Harkonnen mean to ${choice} ${leaderOf(leader, faction)}: ${the(faction)} may stop it with a Karama (${actionMention('play')}), or let it go ahead (${actionMention('pass', 'battle')}).`,
  'capture-kill-spice': ({ faction, amount, leader }) => `${does(faction, 'kill')} ${leader} and receive ${spice(amount)}.`,
  'leader-captured': ({ leader, faction }) => `the Harkonnen capture ${leaderOf(leader, faction)}.`,
  'capture-declined': ({ leader, faction }) => `the Harkonnen let ${leaderOf(leader, faction)} go.`,
  'captive-returned': ({ leader, faction }) => `${leader} returns to ${the(faction)}.`,
  'prison-break': ({ leaders }) => `prison break: ${list(leaders)} ${conjugate('go', numberOf(leaders.length))} home.`,
  'losses-swapped': ({ faction, territory: t, count }) =>
    `${does(faction, 'send')} ${count} Suboid${count === 1 ? '' : 's'} to the Tanks in place of as many Cyborgs, who stay in ${territory(t)}.`,
};
