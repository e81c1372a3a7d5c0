import { check, fail } from '../../../engine/result';
import { defineAction, type ActionSpec } from '../../actions/spec';
import { poisonTooth } from './poison-tooth-action';
import { factionName, leader as leaderData } from '../../data/factions';
import { territory as territoryData } from '../../data/map';
import type { Ctx } from '../../context';
import type { DuneState, FactionId } from '../../state';
import { pendingBattles } from './battles-to-fight';
import { carryOutCapture, chooseCapture } from './capture';
import { swapLosses } from './loss-swap';
import { endDancerForces, replaceForces } from './dancer-forces-action';
import { revealFaceDancerChoice } from './dancer-reveal-action';
import { describePlan } from './describe-plan';
import { buildPlan, withdrawPlan } from './plan';
import { answer, checkPrescienceKept, decidePrescience } from './prescience';
import { keepCards } from './resolve';
import { reveal, settleAftermath, startBattle, traitorAnswered } from './sequence';
import { battleStep, planOf, sidesOf } from './step';
import { callTraitor, mayHoldTraitors, possibleAskers, traitorsPending } from './traitors';
import { checkVoiceKind, decideVoice } from './voice';
import { expecting, planBlocker } from './waiting';
import { PRESCIENCE_ELEMENTS, VOICE_KINDS, type Battle } from '../../shape/battle';
import { takeTech } from '../../tech-tokens/take';
import { agrees } from '../../victory/describe';

/** The battle at the stage an action belongs to; otherwise a friendly "not now" with what is expected. */
function battleAt(s: DuneState, stage: Battle['stage'], action: string): Battle {
  const b = battleStep(s).current;
  if (b?.stage !== stage) fail('not-now', `\`${action}\` is not expected now. ${expecting(s)}`);
  return b;
}

export const battle = defineAction({
  name: 'battle',
  summary: 'Aggressor: choose your next battle, the territory and the opponent (with three or more factions there, you pick).',
  phases: ['battle'],
  args: [
    { name: 'territory', type: 'territory', required: true, description: 'where to fight' },
    { name: 'opponent', type: 'faction', required: true, description: 'the faction to fight there' },
    { name: 'sector', type: 'sector', description: 'a sector of the battle, only when the storm splits the territory into separate battles' },
  ],
  errors: ['not-now', 'no-such-battle', 'sector-needed'],
  handler: (s, f, { territory, opponent, sector }, ctx) => {
    if (battleStep(s).current) fail('not-now', `A battle is being fought; the next is chosen when it is over. ${expecting(s)}`);
    const mine = pendingBattles(s).filter((b) => b.aggressor === f);
    const list = mine.map((b) => `${territoryData(b.territory).name} against the ${factionName(b.defender)}`).join('; ');
    const hits = mine.filter((b) => b.territory === territory && b.defender === opponent && (sector === undefined || b.sectors.includes(sector)));
    check(
      hits.length > 0,
      'no-such-battle',
      `The ${factionName(f)} ${agrees(f, 'have')} no battle in ${territoryData(territory).name} against the ${factionName(opponent)}. Your battles: ${list}.`,
    );
    check(
      hits.length === 1,
      'sector-needed',
      `The storm splits ${territoryData(territory).name} into separate battles (sectors ${hits.map((b) => b.sectors.join('/')).join(' and ')}): say the sector.`,
    );
    startBattle(s, hits[0] as (typeof hits)[number], ctx);
  },
});

export const plan = defineAction({
  name: 'plan',
  summary:
    'Submit your secret battle plan: leader or Cheap Hero, dial, spice (Advanced), weapon, defense, Kwisatz Haderach. You may replace it until both plans are in.',
  phases: ['battle'],
  // A side whose plan is in is no longer awaited, yet may still replace its plan before the reveal.
  outOfTurn: true,
  args: [
    { name: 'leader', type: 'leader', description: 'the leader you send (mandatory while you have one available, unless you play a Cheap Hero)' },
    { name: 'cheapHero', type: 'boolean', description: 'play your Cheap Hero/Heroine in the leader slot' },
    {
      name: 'dial',
      type: 'text',
      required: true,
      description: 'the number dialled, as text ("4", "3.5"): Basic 0 to your forces there; Advanced the strength, in half steps',
    },
    { name: 'spice', type: 'count', description: 'Advanced: spice paid to the Bank to support that many forces at full strength' },
    { name: 'elite', type: 'count', description: 'how many of the forces making up the dial are Sardaukar/Fedaykin (default: as few as possible)' },
    { name: 'weapon', type: 'card', description: 'a weapon or worthless card' },
    { name: 'defense', type: 'card', description: 'a defense or worthless card' },
    { name: 'kwisatzHaderach', type: 'boolean', description: 'Atreides, Advanced: the Kwisatz Haderach goes with your leader (+2)' },
  ],
  errors: [
    'not-now',
    'not-in-battle',
    'wait',
    'leader-and-cheap-hero',
    'leader-not-available',
    'leader-required',
    'no-leader-no-cards',
    'not-a-weapon',
    'not-a-defense',
    'card-not-in-hand',
    'no-kwisatz-haderach',
    'bad-dial',
    'no-spice-dialling',
    'not-enough-forces',
    'not-enough-spice',
    'voice-disobeyed',
    'prescience-revealed',
    'plan-seen',
  ],
  handler: (s, f, args, ctx) => {
    const b = battleAt(s, 'plans', 'plan');
    check(
      sidesOf(b).includes(f),
      'not-in-battle',
      `The ${factionName(f)} ${agrees(f, 'are')} not fighting this battle (${factionName(b.aggressor)} against ${factionName(b.defender)}).`,
    );
    const blocker = planBlocker(b, f);
    if (blocker) fail('wait', `Wait until ${blocker} before you plan.`);
    const previous = b.plans[f];
    // A plan a Karama sent back (strength.ts) is made anew, even one the Atreides saw.
    const sentBack = b.replan?.includes(f) === true;
    check(
      !(previous && b.planSeen?.target === f && !sentBack),
      'plan-seen',
      `The ${factionName(b.planSeen?.by ?? f)} have seen your plan with Karama: it stands as it is until the wheels are revealed.`,
    );
    if (previous) withdrawPlan(s, f, previous);
    const p = buildPlan(s, battleStep(s), b, f, args);
    checkPrescienceKept(b, previous, p, sentBack);
    b.plans[f] = p;
    b.replan = b.replan?.filter((x) => x !== f);
    ctx.emit({ type: 'battle-plan-submitted', faction: f, replaced: previous !== undefined });
    ctx.emit({ type: 'battle-plan-recorded', to: [f], plan: describePlan(p) });
    const ps = b.prescience;
    if (ps?.element && ps.target === f && !previous) ctx.emit({ type: 'prescience-answered', faction: f, element: ps.element, answer: answer(p, ps.element) });
    if (sidesOf(b).every((x) => b.plans[x]) && !b.replan?.length) reveal(s, b, ctx);
  },
});

export const voice = defineAction({
  name: 'voice',
  summary: "Bene Gesserit: command your opponent (or your ally's) to play, or not to play, a kind of card in this battle.",
  phases: ['battle'],
  args: [
    { name: 'kind', type: 'choice', required: true, choices: VOICE_KINDS, description: 'the kind of card, or a card by name' },
    { name: 'play', type: 'boolean', required: true, description: 'true: they must play one if they can; false: they must not play one' },
  ],
  errors: ['not-now', 'no-voice', 'kind-not-in-game'],
  handler: (s, f, { kind, play }, ctx) => {
    const v = battleAt(s, 'plans', 'voice').voice;
    check(
      v && v.by === f && !v.decided,
      'no-voice',
      "The Voice is not yours to use now: the Bene Gesserit use it once per battle, theirs or their ally's, before plans are in.",
    );
    checkVoiceKind(s, kind);
    decideVoice(v, { kind, play }, ctx);
  },
});

export const prescience = defineAction({
  name: 'prescience',
  summary: "Atreides: make your opponent (or your ally's) reveal one element of their battle plan.",
  phases: ['battle'],
  args: [{ name: 'element', type: 'choice', required: true, choices: PRESCIENCE_ELEMENTS, description: 'the element to reveal' }],
  errors: ['not-now', 'no-prescience'],
  handler: (s, f, { element }, ctx) => {
    const b = battleAt(s, 'plans', 'prescience');
    const p = b.prescience;
    check(
      p && p.by === f && !p.decided,
      'no-prescience',
      "Prescience is not yours to use now: the Atreides use it once per battle, theirs or their ally's, before plans are in.",
    );
    decidePrescience(b, p, element, ctx);
  },
});

function declineVoice(b: Battle, f: FactionId, ctx: Ctx): void {
  const v = b.voice;
  check(v && v.by === f && !v.decided, 'no-voice', 'The Voice is not yours to decide now.');
  decideVoice(v, null, ctx);
}

export const noVoice = defineAction({
  name: 'no-voice',
  summary: 'Bene Gesserit: do not use the Voice in this battle.',
  phases: ['battle'],
  args: [],
  errors: ['not-now', 'no-voice'],
  handler: (s, f, _args, ctx) => declineVoice(battleAt(s, 'plans', 'no-voice'), f, ctx),
});

export const callTraitorAction = defineAction({
  name: 'call-traitor',
  summary: "Reveal the traitor card of the leader your side faces (the Harkonnen may call theirs in their ally's battle).",
  phases: ['battle'],
  args: [],
  errors: ['not-now', 'no-traitor-card'],
  handler: (s, f, _args, ctx) => {
    const b = battleAt(s, 'traitors', 'call-traitor');
    const { side } = callTraitor(s, b, f);
    ctx.emit({ type: 'traitor-called', faction: f, side });
    traitorAnswered(s, b, ctx);
  },
});

export const traitorOrder = defineAction({
  name: 'traitor-order',
  summary:
    'In a battle, before the plans are revealed: answer "traitor?" now, applied once it is asked (call: call a traitor if you hold the leader you face; pass: call none; ask: be asked after the reveal).',
  phases: ['battle'],
  // Given whenever the asker likes before the reveal: with its plan in, waiting for the Voice, or backing its ally.
  outOfTurn: true,
  args: [
    {
      name: 'choice',
      type: 'choice',
      required: true,
      choices: ['call', 'pass', 'ask'],
      description: 'call (if you hold the leader you face), pass, or ask (wait until you see the plans)',
    },
  ],
  errors: ['not-now', 'not-asked-traitor'],
  handler: (s, f, { choice }, ctx) => {
    const b = battleAt(s, 'plans', 'traitor-order');
    check(
      possibleAskers(s, b).includes(f),
      'not-asked-traitor',
      !mayHoldTraitors(f)
        ? `The ${factionName(f)} ${agrees(f, 'hold')} no traitor cards, so they are never asked to call a traitor.`
        : `The ${factionName(f)} will not be asked to call a traitor in this battle: only its two sides are, and the Harkonnen for their ally.`,
    );
    const orders = { ...b.traitorOrders };
    if (choice === 'ask') delete orders[f];
    else orders[f] = choice;
    b.traitorOrders = orders;
    ctx.emit({ type: 'traitor-order-given', to: [f], choice });
  },
});

export const pass = defineAction({
  name: 'pass',
  summary:
    'In a battle: decline the Voice (as `no-voice`) or prescience, decline to call a traitor, (Harkonnen) leave the drawn leader, (the loser) let the Harkonnen’s kill or capture go ahead, or (Tleilaxu) place no more forces after a Face Dancer.',
  phases: ['battle'],
  args: [],
  errors: ['nothing-to-pass'],
  handler: (s, f, _args, ctx) => {
    const b = battleStep(s).current;
    if (!b) fail('nothing-to-pass', `There is nothing to pass on now. ${expecting(s)}`);
    if (b.stage === 'plans' && b.voice?.by === f && !b.voice.decided) declineVoice(b, f, ctx);
    else if (b.stage === 'plans' && b.prescience?.by === f && !b.prescience.decided) decidePrescience(b, b.prescience, null, ctx);
    else if (b.stage === 'traitors' && traitorsPending(b).includes(f)) {
      b.traitorAnswers[f] = false;
      ctx.emit({ type: 'traitor-passed', faction: f });
      traitorAnswered(s, b, ctx);
    } else if (b.stage === 'aftermath' && b.capture && b.capture.choice === null && f === b.outcome?.winner) {
      chooseCapture(b, 'leave', ctx);
      settleAftermath(s, b, ctx);
    } else if (b.stage === 'aftermath' && b.capture?.choice && f === b.outcome?.loser) {
      carryOutCapture(s, b, ctx);
      settleAftermath(s, b, ctx);
    } else if (b.stage === 'aftermath' && b.dancerForces?.faction === f) endDancerForces(s, b, ctx);
    else fail('nothing-to-pass', `The ${factionName(f)} ${agrees(f, 'have')} nothing to pass on now. ${expecting(s)}`);
  },
});

export const keep = defineAction({
  name: 'keep',
  summary: 'Winner of a battle: keep (true, the default) or discard (false) the weapon and defense cards you played.',
  phases: ['battle'],
  args: [
    { name: 'weapon', type: 'boolean', description: 'keep the card in your weapon slot (default true)' },
    { name: 'defense', type: 'boolean', description: 'keep the card in your defense slot (default true)' },
  ],
  errors: ['not-now', 'nothing-to-keep'],
  handler: (s, f, args, ctx) => {
    const b = battleAt(s, 'aftermath', 'keep');
    check(b.keepPending && b.outcome?.winner === f, 'nothing-to-keep', `The ${factionName(f)} ${agrees(f, 'have')} no played cards to keep or discard now.`);
    const p = planOf(b, f);
    for (const slot of ['weapon', 'defense'] as const)
      check(args[slot] === undefined || p[slot] !== null, 'nothing-to-keep', `The ${factionName(f)} played no ${slot} in this battle.`);
    keepCards(s, b, f, { weapon: args.weapon ?? true, defense: args.defense ?? true }, ctx);
    b.keepPending = false;
    settleAftermath(s, b, ctx);
  },
});

export const capture = defineAction({
  name: 'capture',
  summary:
    'Harkonnen, Advanced, after winning a battle: kill the drawn leader (+2 spice) or capture it; it takes effect once the loser lets it (a Karama stops it).',
  phases: ['battle'],
  args: [
    {
      name: 'choice',
      type: 'choice',
      required: true,
      choices: ['kill', 'capture'],
      description: 'kill (to the Tanks face down, +2 spice) or capture (it fights for you once)',
    },
  ],
  errors: ['not-now', 'nothing-to-capture', 'already-chosen'],
  handler: (s, f, { choice }, ctx) => {
    const b = battleAt(s, 'aftermath', 'capture');
    check(b.capture && f === b.outcome?.winner, 'nothing-to-capture', 'No leader has been drawn for the Harkonnen to kill or capture.');
    check(
      b.capture.choice === null,
      'already-chosen',
      `The Harkonnen have chosen to ${b.capture.choice} ${leaderData(b.capture.leader).name}; the ${factionName(b.outcome?.loser ?? f)} answer now.`,
    );
    chooseCapture(b, choice, ctx);
  },
});

export const battleActions: ActionSpec[] = [
  battle,
  plan,
  voice,
  noVoice,
  prescience,
  callTraitorAction,
  traitorOrder,
  pass,
  keep,
  capture,
  poisonTooth,
  swapLosses,
  takeTech,
  replaceForces,
  revealFaceDancerChoice,
];
