import { type DuneEvent, type PhaseId, phaseTitle as titleOfPhase } from '../../dune';
import { card, faction, factions, forces, leader, list, names, plural, readable, sector, spice, words } from './format';

type Present = (e: DuneEvent) => string;

interface Loss {
  readonly faction: string;
  readonly territory: string;
  readonly sector?: number;
  readonly forces: number;
  readonly elite?: number;
}

const losses = (value: unknown): string =>
  Array.isArray(value) && value.length > 0
    ? list((value as Loss[]).map((x) => `${faction(x.faction)} ${forces(x.forces, x.elite, x.faction)} in ${x.territory}${sector(x.sector)}`))
    : '';

const spiceLost = (value: unknown): string =>
  Array.isArray(value) && value.length > 0 ? list((value as { territory: string; amount: number }[]).map((p) => `${spice(p.amount)} in ${p.territory}`)) : '';

const withLosses = (text: string, killed: unknown, lost: unknown): string => {
  const parts = [losses(killed) && `destroyed: ${losses(killed)}`, spiceLost(lost) && `lost: ${spiceLost(lost)}`].filter(Boolean);
  return parts.length ? `${text} ${parts.join('; ')}.` : text;
};

const payee = (value: unknown): string => (value === 'bank' || value === null || value === undefined ? 'the bank' : `the ${faction(value)}`);
const phaseTitle = (value: unknown): string => titleOfPhase(value as PhaseId) ?? String(value);

interface Battle {
  readonly territory: string;
  readonly aggressor: string;
  readonly defender: string;
}
const battle = (b: Battle) => `${b.territory} (${faction(b.aggressor)} against ${faction(b.defender)})`;

/** A revealed or recorded battle plan, in the order of the wheel. */
export function planText(plan: unknown): string {
  const p = (plan ?? {}) as Record<string, unknown>;
  const who = p.leader ? `${String(p.leader)}${p.strength !== undefined ? ` (${String(p.strength)})` : ''}` : p.cheapHero ? String(p.cheapHero) : 'no leader';
  const parts = [who, `dial ${String(p.dial ?? 0)}`, `${spice(p.spice ?? 0)}`];
  if (p.kwisatzHaderach) parts.push('with the Kwisatz Haderach');
  parts.push(`weapon ${p.weapon ? String(p.weapon) : 'none'}`, `defense ${p.defense ? String(p.defense) : 'none'}`);
  return parts.join(', ');
}

/**
 * One line of text per event type the engine emits. Private events (`to` set) are worded for
 * their reader ("you"); public ones for the whole table. Unknown types fall back to `generic`.
 */
export const EVENT_PRESENTERS: Readonly<Record<string, Present>> = {
  // Setup
  'game-created': (e) => {
    const o = (e.options ?? {}) as { rules?: string; turns?: number; variants?: string[] };
    const variants = o.variants?.length ? `, variants: ${o.variants.join(', ')}` : '';
    return `A game of Dune begins: ${factions(e.factions)} around the board (seating order), ${o.rules ?? 'advanced'} rules, ${o.turns ?? 10} turns${variants}.`;
  },
  'traitors-dealt': (e) =>
    e.kept
      ? `Your traitor cards (the Harkonnen keep all four): ${names(e.leaders, leader)}.`
      : `Your four traitor cards: ${names(e.leaders, leader)}. Keep one with \`/traitor\`.`,
  'cards-dealt': (e) => `Your treachery ${Array.isArray(e.cards) && e.cards.length === 1 ? 'card' : 'cards'}: ${names(e.cards, card)}.`,
  'traitor-chosen': (e) => `${faction(e.faction)} chose their traitor.`,
  'traitor-kept': (e) => `You keep ${leader(e.leader)} as your traitor.`,
  'prediction-made': () => 'The Bene Gesserit made their secret prediction.',
  'prediction-recorded': (e) => `Your prediction: the ${faction(e.faction)} win on turn ${String(e.turn)}.`,
  'forces-placed': (e) =>
    `${faction(e.faction)} place ${forces(e.forces, e.elite, e.faction)} in ${String(e.territory)}${sector(e.sector)}${e.advisor ? ' as an advisor' : ''}.`,
  // Turn and phases
  'turn-started': (e) => `Turn ${String(e.turn)} begins.`,
  'phase-started': (e) => `${String(e.title ?? phaseTitle(e.phase))} phase, turn ${String(e.turn)}.`,
  'phase-ended': (e) => `End of the ${phaseTitle(e.phase)} phase, turn ${String(e.turn)}.`,
  // Storm
  'storm-dial-requested': (e) => `${factions(e.dialers)} dial the storm secretly (${String(e.min)}–${String(e.max)}) with \`/dial\`.`,
  'storm-dialled': (e) => `${faction(e.faction)} dialled the storm.`,
  'storm-dial-recorded': (e) => `You dialled ${String(e.value)} for the storm.`,
  'storm-dials-revealed': (e) =>
    `Storm dials: ${names(e.dials, (d) => `${faction((d as { faction: string }).faction)} ${(d as { value: number }).value}`)}; ${plural(Number(e.total), 'sector')} in all.`,
  'storm-card-revealed': (e) => `The storm card is revealed: the storm moves ${plural(Number(e.value), 'sector')}.`,
  'storm-cards-window': (e) =>
    `Before the storm moves ${plural(Number(e.distance), 'sector')}, Weather Control and then Family Atomics may be played (\`/play\`); whoever may play one is asked privately.`,
  'storm-card-asked': (e) => `You may play ${String(e.card)} before the storm moves ${plural(Number(e.distance), 'sector')}: \`/play\` it or \`/pass\`.`,
  'storm-card-passed': (e) => `${faction(e.faction)} play no storm card.`,
  'weather-control': (e) => `Weather Control (${faction(e.faction)}): the storm moves ${plural(Number(e.sectors), 'sector')} instead of ${String(e.replaces)}.`,
  'shield-wall-destroyed': (e) => withLosses(`Family Atomics (${faction(e.faction)}): the Shield Wall is destroyed.`, e.destroyed, []),
  'storm-moved': (e) =>
    withLosses(
      `The storm moves ${plural(Number(e.distance), 'sector')}, from sector ${String(e.from)} to sector ${String(e.sector)}.`,
      e.destroyed,
      e.spiceLost,
    ),
  'storm-order-set': (e) => `Storm order: ${names(e.order, faction)}.`,
  'storm-card-drawn': (e) => `Next turn's storm card (only you see it): the storm will move ${plural(Number(e.value), 'sector')}.`,
  // Cards anywhere
  'card-played': (e) =>
    `${faction(e.faction)} play ${String(e.card)}${e.sectors !== undefined ? ` (${plural(Number(e.sectors), 'sector')})` : ''}${e.purpose ? ` to ${String(e.purpose)}` : ''}.`,
  'card-discarded': (e) => `${e.faction ? `${faction(e.faction)} discard` : 'Discarded:'} ${String(e.card)}.`,
  'card-removed-from-game': (e) => `${String(e.card)} is removed from the game${e.faction ? ` (${faction(e.faction)})` : ''}.`,
  'treachery-deck-reshuffled': (e) => `The treachery discard pile is shuffled into a new deck of ${plural(Number(e.cards), 'card')}.`,
  // Spice Blow and Nexus
  'spice-blown': (e) =>
    e.placed
      ? `Spice blow (pile ${String(e.pile)}): ${spice(e.amount)} in ${String(e.territory)}${sector(e.sector)}.`
      : `Spice blow (pile ${String(e.pile)}): ${String(e.territory)}${sector(e.sector)} is in the storm, so no spice lands.`,
  'worm-set-aside': (e) => `Shai-Hulud on turn 1 (pile ${String(e.pile)}): set aside, no worm strikes.`,
  'worms-shuffled-back': (e) => `${plural(Number(e.worms), 'Shai-Hulud card')} shuffled back into the spice deck.`,
  'worm-appeared': (e) =>
    e.territory
      ? `Shai-Hulud! A worm appears in ${String(e.territory)} (pile ${String(e.pile)}).`
      : `Shai-Hulud! The Fremen choose where the worm strikes (\`/worm\`).`,
  'worm-sent': (e) => `The Fremen send the worm to ${String(e.territory)}.`,
  'nexus-started': (e) =>
    `Nexus! Alliances may be formed (\`/ally\`) and broken (\`/break\`); then \`/pass\`. Worms waiting: ${names(e.strikes, (t) => (t ? String(t) : 'the Fremen choose'))}.`,
  'nexus-passed': (e) => `${faction(e.faction)} are done with the Nexus.`,
  'nexus-ended': (e) =>
    `The Nexus ends. Alliances: ${Array.isArray(e.alliances) && e.alliances.length ? list((e.alliances as string[][]).map((a) => factions(a))) : 'none'}.`,
  'alliance-proposed': (e) => `${faction(e.faction)} propose an alliance to the ${faction(e.with)}.`,
  'alliance-formed': (e) => `${factions(e.factions)} are now allies.`,
  'alliance-broken': (e) => `${faction(e.faction)} break their alliance (${factions(e.factions)}).`,
  'worm-ate': (e) => {
    const struck = `The worm strikes ${String(e.territory)}.`;
    return losses(e.destroyed) || spiceLost(e.spiceLost) ? withLosses(struck, e.destroyed, e.spiceLost) : `${struck} Nothing was there.`;
  },
  'worm-ride-offered': (e) => `The Fremen may ride the worm from ${String(e.territory)} (\`/ride\` or \`/pass\`).`,
  'worm-ride-declined': (e) => `The Fremen do not ride the worm from ${String(e.territory)}.`,
  'worm-ridden': (e) =>
    `The Fremen ride the worm from ${String(e.from)} to ${String(e.territory)}${sector(e.sector)} with ${forces(e.forces, e.elite, 'fremen')}.`,
  'spice-deck-reshuffled': (e) => `The spice discard piles are shuffled into a new spice deck of ${plural(Number(e.cards), 'card')}.`,
  // CHOAM Charity
  'charity-paid': (e) => `CHOAM Charity: the ${faction(e.faction)} receive ${spice(e.amount)}.`,
  'charity-offered': (e) => `CHOAM Charity offers you ${spice(e.amount)}: claim it with \`/charity\`, or \`/pass\`.`,
  'ally-support': (e) => `The ${faction(e.faction)} offer their ally the ${faction(e.ally)} up to ${spice(e.amount)} this phase.`,
  'ally-pays': (e) => `The ${faction(e.faction)} pay ${spice(e.amount)} of the ${faction(e.for)}'s price for card ${String(e.cardNumber)}.`,
  'charity-declined': (e) => `${faction(e.faction)} decline CHOAM Charity.`,
  // Bidding
  'bidding-skipped': (e) => `No bidding this turn: ${String(e.reason)}`,
  'cards-dealt-for-bid': (e) => `${plural(Number(e.count), 'treachery card')} up for bid this turn.`,
  'card-glimpsed': (e) => `Prescience: card ${String(e.cardNumber)} up for bid is ${String(e.card)}.`,
  'card-up-for-bid': (e) => `Card ${String(e.cardNumber)} of ${String(e.cards)} is up for bid; the ${faction(e.opener)} open the bidding.`,
  'bid-made': (e) =>
    e.karama
      ? `${faction(e.faction)} bid with a Karama card on card ${String(e.cardNumber)}.`
      : `${faction(e.faction)} bid ${spice(e.amount)} on card ${String(e.cardNumber)}.`,
  passed: (e) => `${faction(e.faction)} pass${e.cardNumber !== undefined ? ` on card ${String(e.cardNumber)}` : ''}.`,
  'card-sold': (e) =>
    e.karama
      ? `Card ${String(e.cardNumber)} goes to the ${faction(e.faction)} for a Karama card, free.`
      : `Card ${String(e.cardNumber)} is sold to the ${faction(e.faction)} for ${spice(e.price)}.`,
  'spice-paid': (e) => `${faction(e.from)} pay ${spice(e.amount)} to ${payee(e.payee)}.`,
  'card-bought': (e) => `You bought card ${String(e.cardNumber)}: ${String(e.card)}.`,
  'extra-card-drawn': (e) => `The ${faction(e.faction)} draw an extra treachery card.`,
  'extra-card': (e) => `Your extra card: ${String(e.card)}.`,
  'cards-returned': (e) => `${plural(Number(e.count), 'unsold card')} go back on top of the treachery deck.`,
  // Cards played away from battle
  'truthtrance-question': (e) =>
    `Truthtrance (question ${String(e.id)}): the ${faction(e.faction)} ask the ${faction(e.target)}: “${String(e.question)}” The ${faction(e.target)} must \`/answer\` truthfully.`,
  'truthtrance-answered': (e) =>
    `Truthtrance (question ${String(e.id)}): the ${faction(e.faction)} answer ${String(e.answer).toUpperCase()} to “${String(e.question)}”.`,
  'karama-stop': (e) =>
    `Karama: the ${faction(e.faction)} stop ${String(e.description)} of the ${faction(e.target)}${e.scope === 'phase' ? ' for the rest of the phase' : ''}.`,
  'power-stopped': (e) => `Karama (played by the ${faction(e.by)}) stops ${String(e.description)} of the ${faction(e.faction)}.`,
  'sandworm-placed': (e) => `The ${faction(e.faction)} place a sandworm in ${String(e.territory)}.`,
  // Deals: proposals, refusals and gifts are seen by both parties only; agreed deals by everyone.
  'deal-proposed': (e) =>
    `Deal ${String(e.id)} proposed by the ${faction(e.faction)} to the ${faction(e.with)}: “${String(e.terms)}”${Number(e.spice) > 0 ? ` with ${spice(e.spice)} as a bribe` : ''}. The ${faction(e.with)} may \`/accept\` or \`/reject\` it.`,
  'deal-made': (e) =>
    `Deal ${String(e.id)} agreed between ${factions(e.factions)}: “${String(e.terms)}”${Number(e.spice) > 0 ? ` (${spice(e.spice)} paid as a bribe)` : ''}.`,
  'deal-rejected': (e) => `Deal ${String(e.id)} was turned down by the ${faction(e.faction)}.`,
  'deal-withdrawn': (e) => `Deal ${String(e.id)} was withdrawn by the ${faction(e.faction)}.`,
  'deal-cancel-asked': (e) => `The ${faction(e.faction)} ask to cancel deal ${String(e.id)}; it ends when the other side asks too (\`/cancel-deal\`).`,
  'deal-cancelled': (e) => `Deal ${String(e.id)} between ${factions(e.factions)} is cancelled.`,
  'spice-given': (e) => `The ${faction(e.faction)} give the ${faction(e.recipient)} ${spice(e.amount)}.`,
  // Revival
  revived: (e) => {
    const what = [Number(e.forces) > 0 ? forces(e.forces, e.elite, e.faction) : '', e.leader ? String(e.leader) : ''].filter(Boolean);
    const how = e.by ? ` with ${String(e.by)}` : '';
    const price = Number(e.cost) > 0 ? ` for ${spice(e.cost)}${e.paidBy ? `, paid by the ${faction(e.paidBy)}` : ''}` : ' free';
    return `${faction(e.faction)} revive ${what.length ? list(what) : 'nothing'}${how}${price}.`;
  },
  'revival-passed': (e) => `${faction(e.faction)} revive nothing more this turn.`,
  'revival-granted': (e) => `The ${faction(e.faction)} grant their ally, the ${faction(e.ally)}, ${plural(Number(e.free), 'extra free revival')}.`,
  // Shipment and Movement
  'spice-card-glimpsed': (e) => `Prescience: the top card of the spice deck is ${String(e.card)}.`,
  'guild-acts': (e) => `The Spacing Guild take their turn now${e.before ? `, before the ${faction(e.before)}` : ''}.`,
  'guild-delays': () => 'The Spacing Guild delay their turn.',
  'ship-move-turn': (e) => `${faction(e.faction)}: shipment, then movement.`,
  'shipment-passed': (e) => `${faction(e.faction)} do not ship.`,
  shipped: (e) => {
    const how = e.send ? 'send' : 'ship';
    const from = e.from ? ` from ${String(e.from)}${sector(e.fromSector)}` : '';
    const paid = e.send ? ' (free)' : ` for ${spice(e.cost)} to ${payee(e.paidTo)}${e.karama ? ' at Guild rates (Karama)' : ''}`;
    return `${faction(e.faction)} ${how} ${forces(e.forces, e.elite, e.faction)}${from} to ${String(e.territory)}${sector(e.sector)}${paid}.`;
  },
  'shipped-to-reserves': (e) =>
    `${faction(e.faction)} ship ${forces(e.forces, 0)} from ${String(e.from)}${sector(e.sector)} back to reserves for ${spice(e.cost)}.`,
  'storm-losses': (e) => `${faction(e.faction)} lose ${forces(e.forces, e.elite, e.faction)} to the storm in ${String(e.territory)}${sector(e.sector)}.`,
  moved: (e) =>
    `${faction(e.faction)} move ${forces(e.forces, e.elite, e.faction)} from ${String(e.from)}${sector(e.fromSector)} to ${String(e.territory)}${sector(e.sector)}.`,
  'movement-passed': (e) => `${faction(e.faction)} do not move.`,
  'ship-move-turn-ended': (e) => `${faction(e.faction)} are done shipping and moving.`,
  'forces-destroyed': (e) =>
    `${faction(e.faction)} lose ${forces(e.forces, e.elite, e.faction)} in ${String(e.territory)}${sector(e.sector)}${e.reason === 'ally-present' ? ': their ally is there' : ''}.`,
  'advisors-declared': () => 'The Bene Gesserit have declared their advisors and fighters.',
  'advisors-flipped': (e) => `The Bene Gesserit in ${String(e.territory)} become ${String(e.side)} (${forces(e.forces, 0)}).`,
  'advisors-become-fighters': (e) => `Bene Gesserit advisors become fighters in ${names(e.territories, String)}.`,
  'spiritual-advisor': (e) => `The Bene Gesserit send a spiritual advisor to ${String(e.territory)}${sector(e.sector)}${e.advisor ? ' (as an advisor)' : ''}.`,
  'spiritual-advisor-declined': () => 'The Bene Gesserit send no spiritual advisor.',
  'flip-declined': () => 'The Bene Gesserit do not flip.',
  // Battle
  'battles-to-fight': (e) =>
    Array.isArray(e.battles) && e.battles.length ? `Battles to fight: ${list((e.battles as Battle[]).map(battle))}.` : 'No battles this turn.',
  'battle-started': (e) => `Battle in ${battle(e as unknown as Battle)}: both sides submit a battle plan with \`/plan\`.`,
  'battle-plan-submitted': (e) => `${faction(e.faction)} ${e.replaced ? 'changed' : 'submitted'} their battle plan.`,
  'battle-plan-recorded': (e) => `Your battle plan: ${planText(e.plan)}.`,
  'voice-used': (e) => `The Voice: the Bene Gesserit command the ${faction(e.target)} ${e.play ? 'to play' : 'not to play'} ${String(e.kind)}.`,
  'voice-passed': (e) => `${faction(e.faction)} do not use the Voice.`,
  'prescience-asked': (e) => `Prescience: the ${faction(e.faction)} ask the ${faction(e.target)} to reveal their ${String(e.element)}.`,
  'prescience-answered': (e) => `Prescience: the ${faction(e.faction)} reveal their ${String(e.element)}: ${readable(e.answer)}.`,
  'prescience-passed': (e) => `${faction(e.faction)} do not use prescience.`,
  'battle-plans-revealed': (e) =>
    `Battle plans in ${String(e.territory)}: ${Object.entries((e.plans ?? {}) as Record<string, unknown>)
      .map(([f, p]) => `${faction(f)}: ${planText(p)}`)
      .join('; ')}.`,
  'traitor-called': (e) => `${faction(e.faction)} call a traitor!`,
  'traitor-passed': (e) => `${faction(e.faction)} call no traitor.`,
  'traitor-revealed': (e) => `Traitor! ${String(e.leader)} betrays their side (revealed by the ${faction(e.side)}).`,
  'traitor-spice': (e) => `The ${faction(e.faction)} receive ${spice(e.amount)} for the traitor.`,
  'lasgun-shield-explosion': (e) => `Lasgun and shield! An explosion destroys everything in ${String(e.territory)}.`,
  'kwisatz-haderach-killed': () => 'The Kwisatz Haderach is killed in the explosion.',
  'kwisatz-haderach-awakened': (e) => `The Kwisatz Haderach awakens (${plural(Number(e.losses), 'Atreides force')} lost in battle).`,
  'cheap-hero-killed': (e) => `The Cheap Hero of the ${faction(e.faction)} dies.`,
  'leader-killed': (e) =>
    `${String(e.leader)} (${faction(e.faction)}) is killed${e.cause ? ` (${words(String(e.cause))})` : ''}${e.faceDown ? ' and goes face down in the Tanks' : ''}.`,
  'battle-won': (e) => {
    const totals = Object.entries((e.totals ?? {}) as Record<string, unknown>).map(([f, n]) => `${faction(f)} ${String(n)}`);
    return `The ${faction(e.winner)} win the battle in ${String(e.territory)} against the ${faction(e.loser)}${totals.length ? ` (${totals.join(' to ')})` : ''}.`;
  },
  'leader-spice': (e) => `The ${faction(e.faction)} receive ${spice(e.amount)} for the leaders killed (${names(e.leaders, String)}).`,
  'battle-spice-paid': (e) => `${faction(e.faction)} pay the ${spice(e.amount)} they dialled.`,
  'battle-spice-returned': (e) => `${faction(e.faction)} keep the ${spice(e.amount)} they dialled.`,
  'forces-lost': (e) => `${faction(e.faction)} lose ${forces(e.forces, e.elite, e.faction)} in ${String(e.territory)}.`,
  'spice-destroyed': (e) => `${spice(e.amount)} destroyed in ${String(e.territory)}.`,
  'cards-kept': (e) => `${faction(e.faction)} keep ${names(e.cards, String)}.`,
  'capture-drawn': (e) => `The Harkonnen take ${String(e.leader)} (${faction(e.faction)}): kill or capture (\`/capture\`), or \`/pass\`.`,
  'capture-kill-spice': (e) => `The ${faction(e.faction)} kill ${String(e.leader)} and receive ${spice(e.amount)}.`,
  'leader-captured': (e) => `The Harkonnen capture ${String(e.leader)} (${faction(e.faction)}).`,
  'capture-declined': (e) => `The Harkonnen let ${String(e.leader)} (${faction(e.faction)}) go.`,
  'captive-returned': (e) => `${String(e.leader)} returns to the ${faction(e.faction)}.`,
  'prison-break': (e) => `Prison break: ${names(e.leaders, String)} go home.`,
  // Collection and Mentat Pause
  'spice-collected': (e) => `${faction(e.faction)} collect ${spice(e.amount)} from ${String(e.territory)}${sector(e.sector)}.`,
  'spice-flow': (e) => `Increased spice flow: the ${faction(e.faction)} receive ${spice(e.amount)} from ${String(e.stronghold)}.`,
  'control-recorded': (e) =>
    `Stronghold control, turn ${String(e.turn)}: ${names(e.strongholds, (x) => `${(x as { stronghold: string }).stronghold} ${faction((x as { faction: string }).faction)}`)}.`,
  'stronghold-bonuses': (e) =>
    `Stronghold bonuses, turn ${String(e.turn)}: ${names(e.bonuses, (x) => `${(x as { stronghold: string }).stronghold} ${factions((x as { factions: string[] }).factions)}`)}.`,
  'bribes-collected': (e) => `You add ${spice(e.amount)} of bribes to your spice (now ${spice(e.spice)}).`,
  'prediction-revealed': (e) => `The Bene Gesserit prediction is revealed: the ${faction(e.faction)} on turn ${String(e.turn)}.`,
  'game-won': (e) => `🏆 Game over: ${String(e.reason)}`,
  // Moderator overrides: the public part never carries the secret detail.
  'moderator-override': (e) => `Moderator override by <@${String(e.userId)}>: \`${String(e.action)}\`. Reason: ${String(e.reason)}`,
  'moderator-set-spice': (e) => `A moderator set the spice of the ${faction(e.faction)}.`,
  'moderator-set-spice-detail': (e) => `A moderator set your spice from ${String(e.before)} to ${String(e.after)}.`,
  'moderator-set-storm': (e) => `A moderator moved the storm from sector ${String(e.from)} to sector ${String(e.sector)}.`,
  'moderator-set-phase': (e) => `A moderator set the game to the ${phaseTitle(e.phase)} phase of turn ${String(e.turn)}.`,
  'moderator-set-hand': (e) => `A moderator set the hand of the ${faction(e.faction)} (${plural(Number(e.cards), 'card')}).`,
  'moderator-set-hand-detail': (e) => `A moderator set your hand: ${names(e.hand, String)}.`,
  'moderator-set-forces': (e) => `A moderator set the ${faction(e.faction)} to ${forces(e.forces, 0)} in ${String(e.territory)}${sector(e.sector)}.`,
};

/** An event no presenter knows yet: its type in words and its facts, never raw JSON. */
function generic(e: DuneEvent): string {
  const { type, to: _to, ...facts } = e;
  const detail = readable(facts);
  return `${words(type).replace(/^./, (c) => c.toUpperCase())}${detail ? `: ${detail}` : ''}.`;
}

export function presentEvent(e: DuneEvent): string {
  const present = EVENT_PRESENTERS[e.type];
  return present ? present(e) : generic(e);
}
