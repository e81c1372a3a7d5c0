import { readFileSync } from 'node:fs';
import { TREACHERY, type TreacheryKindId } from '../src/dune/data/cards';
import { factionName, type FactionId } from '../src/dune/data/factions';
import { POWER_IDS, power, type PowerId } from '../src/dune/cards/karama/powers';

/**
 * docs/rules-table.md: every treachery card and faction power with its timing, what it does,
 * whether Karama stops it, and the test that covers it. Names, categories and the Karama column
 * come from the engine's data (TREACHERY, the Karama powers); timing and effect are written here,
 * once. test/rules-table.test.ts checks the file is current and every named test exists.
 */

/** A test by file (under test/dune/) and title, as written in `it(...)` (a template title matches its expansions). */
export type TestRef = readonly [file: string, title: string];

/** Why a power has no Karama stop: the reference exempts it or does not mark it, a ruling gave it to everyone, or the stop is not built yet. */
type NoStop = 'exempt' | 'not stoppable' | 'everyone has it' | 'not built';

interface CardRow {
  readonly timing: string;
  readonly effect: string;
  readonly test: TestRef;
}

interface PowerRow {
  readonly faction: FactionId;
  readonly power: string;
  readonly timing: string;
  readonly effect: string;
  readonly karama: PowerId | NoStop;
  readonly test: TestRef;
}

const PLAN = 'Battle plan';
const WEAPON_TEST = (weapon: string, defense: string, kills: boolean): TestRef => [
  'battle-resolution.test.ts',
  `${weapon} against ${defense}: the leader ${kills ? 'dies' : 'lives'} (§11.4.3)`,
];
const WORTHLESS: CardRow = {
  timing: `${PLAN}, either slot`,
  effect: 'No effect; [ADV] the Bene Gesserit may use it as Karama.',
  test: ['battle-plans.test.ts', 'weapons go in the weapon slot, defenses in the defense slot, worthless cards in either or both'],
};

const EXPANSION_TEST = (title: string): TestRef => ['expansion-cards.test.ts', title];
const BLOW_TEST = (title: string): TestRef => ['expansion-blow-cards.test.ts', title];

export const CARD_ROWS: Readonly<Record<TreacheryKindId, CardRow>> = {
  crysknife: { timing: PLAN, effect: 'Projectile weapon: kills the opposing leader unless a Shield defends.', test: WEAPON_TEST('Crysknife', 'Shield', false) },
  'maula-pistol': { timing: PLAN, effect: 'Projectile weapon.', test: WEAPON_TEST('Maula Pistol', 'Shield', false) },
  'slip-tip': { timing: PLAN, effect: 'Projectile weapon.', test: WEAPON_TEST('Slip Tip', 'Snooper', true) },
  stunner: { timing: PLAN, effect: 'Projectile weapon.', test: WEAPON_TEST('Stunner', 'Shield', false) },
  chaumas: { timing: PLAN, effect: 'Poison weapon: kills the opposing leader unless a Snooper defends.', test: WEAPON_TEST('Chaumas', 'Snooper', false) },
  chaumurky: { timing: PLAN, effect: 'Poison weapon.', test: WEAPON_TEST('Chaumurky', 'Snooper', false) },
  'ellaca-drug': { timing: PLAN, effect: 'Poison weapon.', test: WEAPON_TEST('Ellaca Drug', 'Shield', true) },
  'gom-jabbar': { timing: PLAN, effect: 'Poison weapon.', test: WEAPON_TEST('Gom Jabbar', 'no defense', true) },
  lasgun: {
    timing: PLAN,
    effect: 'Kills the leader whatever the defense; against a Shield it explodes, destroying everything in the territory.',
    test: [
      'battle-resolution.test.ts',
      'a Lasgun meeting a Shield explodes: every force and the spice in the territory are lost, both leaders die, nobody is paid or wins',
    ],
  },
  shield: { timing: PLAN, effect: 'Projectile defense.', test: WEAPON_TEST('Crysknife', 'Shield', false) },
  snooper: { timing: PLAN, effect: 'Poison defense.', test: WEAPON_TEST('Chaumas', 'Snooper', false) },
  'cheap-hero': {
    timing: `${PLAN}, leader slot`,
    effect: 'A leader worth 0; discarded after the battle; must be played when no leader is left.',
    test: ['battle-plans.test.ts', 'with no leader available, the Cheap Hero must be played'],
  },
  'cheap-heroine': {
    timing: `${PLAN}, leader slot`,
    effect: 'As the Cheap Hero.',
    test: ['battle-resolution.test.ts', 'the winner may keep or discard each played card; the Cheap Hero is always discarded'],
  },
  'family-atomics': {
    timing: 'Storm phase, from turn 2, before the storm moves',
    effect: 'Destroys every force on the Shield Wall; Arrakeen, Carthag and Imperial Basin lose their storm protection; leaves the game.',
    test: ['storm-cards.test.ts', 'Family Atomics destroys every force on the Shield Wall and leaves the game (S001-BID-2)'],
  },
  hajr: {
    timing: 'Your movement: before it, or after your last movement while the turn is yours (`move … hajr: true`, GF9 3.01.09)',
    effect: 'One extra movement, by the same group or another.',
    test: ['hajr-after-move.test.ts', '`move … hajr: true` makes the move, then plays Hajr: the same group moves again in the same turn'],
  },
  karama: {
    timing: 'Any time after setup (in battle, before the reveal; against the capture, until it takes effect)',
    effect:
      'Stops a faction power (table below), ships at Guild rates, wins a card without paying; [ADV] the special Karama power. A standing order plays it later, at the moment it is needed.',
    test: ['karama.test.ts', 'the Harkonnen’s extra card: one-use stops the next one only'],
  },
  'tleilaxu-ghola': {
    timing: 'Any time',
    effect: 'Revives one leader or up to 5 forces, free.',
    test: ['cards-play.test.ts', 'revives up to 5 forces free, at any time, to reserves; normal revival is unaffected'],
  },
  truthtrance: {
    timing: 'Any time',
    effect: 'One player must answer a yes/no question truthfully, in public.',
    test: ['cards-play.test.ts', 'asks one player a yes/no question in public, at any time; the card is discarded; the answer is public'],
  },
  'weather-control': {
    timing: 'Storm phase, from turn 2, before the storm moves',
    effect: 'You set the storm’s movement to 0–10 sectors.',
    test: ['storm-cards.test.ts', 'S003-ST-3: Weather Control replaces the storm card number; it does not add to it'],
  },
  baliset: WORTHLESS,
  'jubba-cloak': WORTHLESS,
  kulon: WORTHLESS,
  'la-la-la': WORTHLESS,
  'trip-to-gamont': WORTHLESS,
  // The Ixians & Tleilaxu expansion's cards (ixians-tleilaxu.md §6), with `expansionTreacheryCards`.
  'poison-blade': {
    timing: PLAN,
    effect: 'Projectile and poison weapon: only a Shield Snooper stops it (option `poisonBladeShieldSnooper`).',
    test: EXPANSION_TEST('CARD-POISON-BLADE: projectile and poison at once; a Shield or a Snooper alone fails, only Shield Snooper stops it (ruling 2)'),
  },
  'hunter-seeker': {
    timing: PLAN,
    effect: 'Projectile weapon.',
    test: EXPANSION_TEST('CARD-HUNTER-SEEKER: an ordinary projectile weapon, stopped by Shield, Shield Snooper and Weirding Way as defense'),
  },
  'basilia-weapon': {
    timing: PLAN,
    effect: 'Poison weapon.',
    test: EXPANSION_TEST('CARD-BASILIA-WEAPON: an ordinary poison weapon, stopped by Snooper, Shield Snooper and Chemistry as defense'),
  },
  'weirding-way': {
    timing: `${PLAN}, weapon slot; defense slot only beside a real weapon other than Chemistry`,
    effect: 'A projectile weapon; as the defense a projectile defense, but no Shield (no Lasgun explosion, no cover from Artillery Strike).',
    test: EXPANSION_TEST('CARD-WEIRDING-WAY: a defense only beside a real weapon other than Chemistry (§6.1); no Shield against a Lasgun (ruling 3)'),
  },
  'poison-tooth': {
    timing: `${PLAN}; after the reveal its player may declare it unused (\`poison-tooth\`)`,
    effect: 'Kills both leaders unless Chemistry is a leader’s own defense; discarded after use even by the winner; unused, a winner may keep it.',
    test: EXPANSION_TEST(
      'CARD-POISON-TOOTH: kills both leaders, its player’s too (ruling 5); only Chemistry in a leader’s own defense saves it (ruling 4); spent even by the winner',
    ),
  },
  'shield-snooper': {
    timing: PLAN,
    effect:
      'A Shield and a Snooper: stops projectile and poison weapons; a Shield for the Lasgun explosion and against Artillery Strike; no cover from Poison Tooth.',
    test: EXPANSION_TEST(
      'CARD-SHIELD-SNOOPER: a Shield and a Snooper; it makes a Lasgun explode and covers against Artillery Strike (ruling 3), not against Poison Tooth (ruling 4)',
    ),
  },
  chemistry: {
    timing: `${PLAN}, defense slot; weapon slot only beside a real defense other than Weirding Way`,
    effect: 'A poison defense, the only cover from Poison Tooth; as the weapon a poison weapon.',
    test: EXPANSION_TEST(
      'CARD-CHEMISTRY: a weapon only beside a real defense other than Weirding Way (§6.1), then a poison weapon; as a defense it stops poison',
    ),
  },
  'artillery-strike': {
    timing: PLAN,
    effect:
      'Kills both leaders unless their own Shield or Shield Snooper covers them; no leader counts in either total and none is paid for; discarded even by the winner.',
    test: EXPANSION_TEST(
      'CARD-ARTILLERY-STRIKE: both leaders die unless their own Shield covers them; no leader counts, nobody is paid, the winner discards it (ruling 1)',
    ),
  },
  harvester: {
    timing: 'Spice Blow, just after a territory card is revealed (`harvester`)',
    effect: 'The blow is doubled: its amount once more (OP-9 `harvester: blow`) or the whole pile (`pile`); not in the storm.',
    test: BLOW_TEST('CARD-HARVESTER: played just after a territory card, the blow is doubled; OP-9'),
  },
  thumper: {
    timing: 'Start of the Spice Blow phase, turn 2 on, instead of the first card of blow A, or of blow B with the house rule `thumperOnBlowB` (`thumper`)',
    effect: 'A worm as if Shai-Hulud were revealed: it strikes the territory of that pile’s topmost territory card; a Nexus follows.',
    test: BLOW_TEST('CARD-THUMPER: at the start of the Spice Blow, turn 2 on, a worm strikes the top territory of pile A and a Nexus follows'),
  },
  amal: {
    timing: 'The start of any phase, before anyone has acted in it (`play card: Amal`)',
    effect: 'Every player pays half the spice behind their shield, rounded up, to the Bank; bribes are untouched (option `amal`).',
    test: BLOW_TEST('CARD-AMAL: at the start of a phase every player pays half their spice, rounded up; later in the phase it is refused'),
  },
  'kull-wahad': { ...WORTHLESS, test: EXPANSION_TEST('CARD-KULL-WAHAD: a worthless card in either slot, with no effect') },
};

export const POWER_ROWS: readonly PowerRow[] = [
  {
    faction: 'atreides',
    power: 'Prescience in the Bidding',
    timing: 'Bidding, each card',
    effect: 'Sees each card up for bid.',
    karama: 'bidding-prescience',
    test: ['karama.test.ts', 'the Atreides’ bidding prescience: no glimpse of the cards for the rest of the phase'],
  },
  {
    faction: 'atreides',
    power: 'Spice deck peek',
    timing: 'Start of Shipment and Movement',
    effect: 'Sees the top card of the spice deck.',
    karama: 'spice-prescience',
    test: ['karama-orders.test.ts', 'the Atreides’ look at the spice deck, used as Shipment and Movement begins, is stopped by an order given before'],
  },
  {
    faction: 'atreides',
    power: 'Prescience in battle (also in the ally’s)',
    timing: 'Battle, before plans',
    effect: 'The opponent reveals one element of their plan.',
    karama: 'battle-prescience',
    test: ['karama-stops.test.ts', 'the Atreides’ prescience, while they are deciding: the opponent plans at once'],
  },
  {
    faction: 'atreides',
    power: 'Kwisatz Haderach [ADV]',
    timing: 'Battle plan, after 7 forces lost in battle',
    effect: '+2 to its leader, one territory a turn; that leader cannot turn traitor.',
    karama: 'kwisatz-haderach',
    test: ['karama-stops.test.ts', 'the Kwisatz Haderach: stopped as the wheels are revealed, so the stop tells nobody the plan'],
  },
  {
    faction: 'bene-gesserit',
    power: 'Prediction',
    timing: 'Setup; checked at a win',
    effect: 'Win alone if the predicted faction wins on the predicted turn.',
    karama: 'exempt',
    test: ['victory.test.ts', 'when the predicted faction wins on the predicted turn, the Bene Gesserit win alone'],
  },
  {
    faction: 'bene-gesserit',
    power: 'Spiritual advisor',
    timing: 'After another faction ships from off-planet',
    effect: '1 force from reserves to the Polar Sink free ([ADV] or beside the shipment as an advisor).',
    karama: 'spiritual-advisor',
    test: ['karama.test.ts', 'the Bene Gesserit’s spiritual advisor, stopped while they are deciding: the offer lapses and play goes on'],
  },
  {
    faction: 'bene-gesserit',
    power: 'Voice (also in the ally’s battle)',
    timing: 'Battle, before plans',
    effect:
      'Commands the opponent to play or not play a kind of card, the Lasgun, or with the expansion’s cards a Shield (Shield Snooper included) or one of six new cards by name (ixians-tleilaxu.md §6.3; test/dune/voice-expansion.test.ts).',
    karama: 'voice',
    test: ['karama-stops.test.ts', 'the Bene Gesserit’s Voice: a command given is lifted'],
  },
  {
    faction: 'bene-gesserit',
    power: 'Advisors: coexistence and choice of side [ADV]',
    timing: 'Shipment and Movement: before anyone ships; advisors moving into an occupied territory; a spiritual advisor',
    effect: 'Advisors coexist, do not fight, collect or control; the Bene Gesserit turn them into fighters at will, or send a spiritual advisor as one.',
    karama: 'advisors',
    test: [
      'karama-stops-bene-gesserit.test.ts',
      'advisors turned fighters before anyone ships: the stopped flip leaves them advisors, and the Bene Gesserit go on',
    ],
  },
  {
    faction: 'bene-gesserit',
    power: 'Flip where a faction enters [ADV]',
    timing: 'When a non-allied faction enters beside their fighters',
    effect: 'Their fighters there may become advisors.',
    karama: 'flip',
    test: ['karama-stops.test.ts', 'while they are deciding: the offer lapses, the fighters stay fighters and play goes on'],
  },
  {
    faction: 'bene-gesserit',
    power: 'Charity [ADV]',
    timing: 'CHOAM Charity (as it begins, or when claimed)',
    effect: 'Receive 2 spice whatever they hold.',
    karama: 'charity',
    test: ['karama-orders.test.ts', 'the Bene Gesserit’s charity, paid as CHOAM Charity begins: stopped by an order given in the Nexus'],
  },
  {
    faction: 'bene-gesserit',
    power: 'Worthless cards as Karama [ADV]',
    timing: 'Any time',
    effect: 'A worthless card is played as Karama (their special Karama power).',
    karama: 'exempt',
    test: ['karama.test.ts', 'a worthless card stops a power in the Advanced game, not in the Basic one'],
  },
  {
    faction: 'emperor',
    power: 'Payment for treachery cards',
    timing: 'Bidding, each purchase',
    effect: 'Others pay the Emperor for cards.',
    karama: 'payment-for-treachery',
    test: ['karama.test.ts', 'the Emperor’s payment: the price of the next card goes to the bank'],
  },
  {
    faction: 'emperor',
    power: 'Sardaukar [ADV]',
    timing: 'Battle, as it begins or while it is planned',
    effect: 'Count 2 in battle (1 against the Fremen); one revived a turn.',
    karama: 'sardaukar',
    test: ['karama-stops-strength.test.ts', 'Sardaukar strength: a plan already in goes back, and the Emperor plans again with each Sardaukar worth 1'],
  },
  {
    faction: 'emperor',
    power: 'Ally: spice at any time',
    timing: 'Any time',
    effect: 'Gives the ally spice, behind their shield at once.',
    karama: 'everyone has it',
    test: ['deals.test.ts', 'S002-DEAL-6 outweighs rules §14.2: allies other than the Emperor may give each other spice too'],
  },
  {
    faction: 'emperor',
    power: 'Ally: 3 extra revivals',
    timing: 'Revival',
    effect: 'Pays for up to 3 extra ally revivals.',
    karama: 'ally-extra-revival',
    test: ['karama-stops-alliance.test.ts', 'the Emperor’s payment for extra revivals of their ally: stopped, it is over for this turn'],
  },
  {
    faction: 'fremen',
    power: 'Free send',
    timing: 'Their shipment',
    effect: 'Reserves free to The Great Flat or within two territories of it.',
    karama: 'exempt',
    test: ['karama-special.test.ts', 'is refused once the shipper has moved, for the Fremen send, and with no shipment'],
  },
  {
    faction: 'fremen',
    power: 'Move 2',
    timing: 'Their movement',
    effect: 'Move 2 territories (3 with ornithopters).',
    karama: 'movement-2',
    test: ['karama.test.ts', 'the Fremen’s move of 2: their next movement goes 1 territory'],
  },
  {
    faction: 'fremen',
    power: 'Worm immunity',
    timing: 'When a worm eats',
    effect: 'Fremen (and their ally’s) forces are not eaten.',
    karama: 'worm-immunity',
    test: ['karama-stops.test.ts', 'immunity to sandworms: the worm eats the Fremen too'],
  },
  {
    faction: 'fremen',
    power: 'Worm ride',
    timing: 'After the worm’s Nexus',
    effect: 'Forces in the struck territory ride to any one territory.',
    karama: 'worm-ride',
    test: ['karama-stops.test.ts', 'the worm ride: the Fremen are eaten instead of riding (FAQ)'],
  },
  {
    faction: 'fremen',
    power: 'Storm deck knowledge [ADV]',
    timing: 'End of the Storm phase',
    effect: 'See the next storm card.',
    karama: 'storm-deck',
    test: ['karama-orders.test.ts', 'the Fremen’s look at the next storm card: stopped as the Storm phase ends, the storm still moves by the card'],
  },
  {
    faction: 'fremen',
    power: 'Further worms [ADV]',
    timing: 'Spice Blow',
    effect: 'Each worm after the first of a blow goes to a sand territory of their choice.',
    karama: 'further-worms',
    test: ['karama-stops.test.ts', 'further worms (Advanced): the worm the Fremen are sending strikes where the first did'],
  },
  {
    faction: 'fremen',
    power: 'Half storm losses [ADV]',
    timing: 'Storm',
    effect: 'Only half the Fremen in a stormed piece die.',
    karama: 'storm-losses',
    test: ['karama-stops.test.ts', 'half losses to the storm (Advanced): every Fremen force in the storm dies'],
  },
  {
    faction: 'fremen',
    power: 'Storm migration [ADV]',
    timing: 'Their send',
    effect: 'Send reserves into the storm, losing half.',
    karama: 'storm-migration',
    test: ['karama-stops.test.ts', 'storm migration (Advanced): a send into the storm is stopped, and the Fremen send again elsewhere'],
  },
  {
    faction: 'fremen',
    power: 'Fedaykin [ADV]',
    timing: 'Battle, as it begins or while it is planned',
    effect: 'Fedaykin count 2 in battle and in losses.',
    karama: 'fedaykin',
    test: ['karama-stops-strength.test.ts', 'Fedaykin strength: each Fedaykin counts 1 in this battle'],
  },
  {
    faction: 'fremen',
    power: 'Battle hardened [ADV]',
    timing: 'Battle, as it begins or while it is planned',
    effect: 'Full strength without spice.',
    karama: 'battle-hardened',
    test: ['karama-stops-strength.test.ts', 'battle hardening: the Fremen count half without spice, and may now pay spice to support their forces'],
  },
  {
    faction: 'fremen',
    power: 'Ally: 3 free revivals',
    timing: 'Revival',
    effect: 'The ally revives 3 forces free.',
    karama: 'ally-free-revival',
    test: [
      'karama-stops-alliance.test.ts',
      'the Fremen’s grant of 3 free revivals to their ally: stopped while on offer, the ally revives with its own free revivals',
    ],
  },
  {
    faction: 'fremen',
    power: 'Special victory',
    timing: 'End of the game',
    effect: 'The Fremen and their ally win when its condition holds.',
    karama: 'exempt',
    test: ['victory.test.ts', 'the Fremen and their ally win by the Fremen special victory when its condition holds'],
  },
  {
    faction: 'spacing-guild',
    power: 'Payment for shipments',
    timing: 'Each shipment',
    effect: 'Others pay the Guild for shipments.',
    karama: 'payment-for-shipment',
    test: ['karama.test.ts', 'the Guild’s payment: the next shipment is paid to the bank'],
  },
  {
    faction: 'spacing-guild',
    power: 'Half price (also the ally’s)',
    timing: 'Their shipment',
    effect: 'Ship at half price, rounded up.',
    karama: 'half-price',
    test: ['karama-stops.test.ts', 'half price: the Guild’s ally pays the full rate'],
  },
  {
    faction: 'spacing-guild',
    power: 'Cross-ship and ship back (also the ally’s cross-ship)',
    timing: 'Their shipment',
    effect: 'Ship between territories; the Guild back to reserves.',
    karama: 'cross-ship',
    test: ['karama-stops.test.ts', 'cross-shipping: the stopped shipment moves nothing and the shipper ships again without it'],
  },
  {
    faction: 'spacing-guild',
    power: 'Ship as it pleases you [ADV]',
    timing: 'Shipment and Movement',
    effect: 'Take their turn before anyone, or delay it.',
    karama: 'out-of-order',
    test: ['karama-stops.test.ts', 'the Guild’s turn out of order: a stopped `act` changes nothing'],
  },
  {
    faction: 'spacing-guild',
    power: 'Special victory',
    timing: 'End of the game',
    effect: 'The Guild and their ally win if nobody else has.',
    karama: 'exempt',
    test: ['victory.test.ts', 'otherwise the Guild and their ally win, and the prediction cannot claim it'],
  },
  {
    faction: 'harkonnen',
    power: 'Four traitors',
    timing: 'Setup',
    effect: 'Keep all four traitor cards.',
    karama: 'not stoppable',
    test: ['setup.test.ts', 'deals four traitors each: the Harkonnen keep all four, the others choose one'],
  },
  {
    faction: 'harkonnen',
    power: 'Extra card',
    timing: 'Bidding, each purchase',
    effect: 'Draw one more card free, below 8.',
    karama: 'top-card',
    test: ['karama.test.ts', 'the Harkonnen’s extra card: one-use stops the next one only'],
  },
  {
    faction: 'harkonnen',
    power: 'Capture [ADV]',
    timing: 'After winning a battle, once it is resolved (GF9 2.05.10.01); the loser is asked before it takes effect',
    effect: 'Kill (+2 spice) or capture a random leader of the loser.',
    karama: 'capture',
    test: ['capture-karama.test.ts', 'the loser stops a kill with Karama: the leader stays in their pool and the Harkonnen get no 2 spice'],
  },
  {
    faction: 'harkonnen',
    power: 'Ally: traitors in the ally’s battle',
    timing: 'Battle, after the reveal (Karama before it)',
    effect: 'A Harkonnen traitor may be called in the ally’s battle.',
    karama: 'ally-traitors',
    test: ['karama-stops-alliance.test.ts', 'the Harkonnen’s traitors in their ally’s battle: stopped before the reveal, the Harkonnen are not asked'],
  },
  {
    faction: 'tleilaxu',
    power: 'TLX-1 Face Dancers instead of traitors',
    timing: 'Setup, once every traitor is picked',
    effect: 'No traitors; the unpicked traitors back in the deck, 3 secret Face Dancers drawn from it.',
    karama: 'not stoppable',
    test: [
      'tleilaxu.test.ts',
      'TLX-1: the Tleilaxu are dealt no traitors; once every traitor is picked, the unpicked go back and they draw 3 secret Face Dancers',
    ],
  },
  {
    faction: 'tleilaxu',
    power: 'TLX-2 Face Dancer revealed',
    timing: 'Battle, once it is settled',
    effect:
      'Another faction won with a Face Dancer: the leader to the Tanks unpaid, the winner’s forces there to reserves, as many Tleilaxu forces in their place.',
    karama: 'not stoppable',
    test: [
      'tleilaxu.test.ts',
      'TLX-2: another faction wins with a Face Dancer: revealed, the leader to the Tanks unpaid, the winner’s forces to reserves, the Tleilaxu’s in their place',
    ],
  },
  {
    faction: 'tleilaxu',
    power: 'TLX-2 Face Dancer reveal order',
    timing: 'Any phase (the order); Battle, once it is settled (asked)',
    effect:
      '`face-dancer-order reveal: always|ask|never`, secret: revealed at once (the default), kept secret, or the battle waits for `reveal-face-dancer reveal: true|false` (safe default: reveal).',
    karama: 'not stoppable',
    test: ['tleilaxu.test.ts', 'TLX-2 ask: the Tleilaxu decline, told alone; the Face Dancer stays secret, the winner keeps its forces, the battle ends'],
  },
  {
    faction: 'tleilaxu',
    power: 'TLX-2 step 5 Replacement forces',
    timing: 'Battle, after the Face Dancer’s reveal',
    effect:
      '`replace-forces`: up to as many forces as the winner lost, free, from reserves and/or the planet (not from the storm), into pieces of the territory out of the storm, group by group; `pass` places no more. None while their ally (not the winner) is there; no decision with nothing to place.',
    karama: 'not stoppable',
    test: [
      'tleilaxu.test.ts',
      'TLX-2 step 5: the Tleilaxu take their replacement forces from the planet and their reserves, free; not from the storm, not more than the winner lost',
    ],
  },
  {
    faction: 'tleilaxu',
    power: 'TLX-3 Face Dancers renewed',
    timing: 'Battle, the third revealed',
    effect: 'All three back into the traitor deck, three new ones drawn.',
    karama: 'not stoppable',
    test: ['tleilaxu.test.ts', 'TLX-3: the third Face Dancer revealed, all three go back into the traitor deck and three new ones are drawn'],
  },
  {
    faction: 'tleilaxu',
    power: 'TLX-4 Face Dancer swap',
    timing: 'Mentat Pause, a turn still to come',
    effect: '`swap-face-dancer`: one unrevealed Face Dancer back into the traitor deck, shuffled, one drawn (perhaps the same), in secret; or `pass`.',
    karama: 'face-dancer-swap',
    test: ['tleilaxu.test.ts', 'TLX-4 stopped by a Karama (§4.4): no swap this Mentat Pause; the Face Dancers stay as they were'],
  },
  {
    faction: 'tleilaxu',
    power: 'TLX-5 Own revival',
    timing: 'Revival',
    effect: 'No force limit; 1 spice a paid force, leaders half their strength rounded up (Zoal 3), to the bank.',
    karama: 'tleilaxu-revival',
    test: ['tleilaxu.test.ts', 'TLX-5: the Tleilaxu revive 7 (2 free + 5 paid) for 5 spice to the bank, with no limit, and take 1 for their free revival'],
  },
  {
    faction: 'tleilaxu',
    power: 'TLX-6 Revival payments',
    timing: 'Revival',
    effect: 'Every other faction’s revival payment, the Emperor’s for an ally included, goes to the Tleilaxu.',
    karama: 'not built',
    test: [
      'tleilaxu.test.ts',
      'TLX-6: the Atreides revive 3 (2 free + 1 paid): 2 spice to the Tleilaxu, not the bank, and 1 from the bank for the free revival',
    ],
  },
  {
    faction: 'tleilaxu',
    power: 'TLX-7 Free-revival income',
    timing: 'Revival',
    effect: '1 spice from the bank for each faction that revives free (their own too, option `tleilaxuOwnFreeRevivalIncome`).',
    karama: 'free-revival-income',
    test: [
      'tleilaxu.test.ts',
      'TLX-7: 1 spice from the bank for each faction using free revival, once each, however many forces; none for a paid-only revival; their own too unless OP-6 `tleilaxuOwnFreeRevivalIncome` is false',
    ],
  },
  {
    faction: 'tleilaxu',
    power: 'TLX-8 Raised revival limit',
    timing: 'Bidding, or Revival before the faction revives',
    effect: '`raise-limit`: another faction may revive up to 5 forces this turn (free revival unchanged).',
    karama: 'raised-limit',
    test: ['tleilaxu.test.ts', 'TLX-8: the Tleilaxu raise the Atreides’ limit to 5 for this turn: 2 free + 3 paid, 6 spice to the Tleilaxu (+1)'],
  },
  {
    faction: 'tleilaxu',
    power: 'TLX-9 Early leader revival',
    timing: 'Revival, before the faction revives',
    effect:
      '`ask-revival`: a faction asks for a dead leader the rules do not let it revive yet; the Tleilaxu `name-price` or `refuse-revival`; `buy-leader` pays them and revives it, the faction’s one leader revival this turn (ruling 13).',
    karama: 'early-revival',
    test: [
      'tleilaxu.test.ts',
      'TLX-9: the Atreides ask for Thufir Hawat early; the Tleilaxu name 4 spice, paid to them; that is their one leader revival this turn',
    ],
  },
  {
    faction: 'tleilaxu',
    power: 'TLX-9 Buying back a Ghola',
    timing: 'Revival, before the faction revives',
    effect:
      '`ask-revival` for one of the faction’s leaders the Tleilaxu hold as a Ghola; `name-price` or `refuse-revival`; `buy-leader` pays them and the leader leaves their pool for its owner’s, the owner’s one leader revival this turn.',
    karama: 'early-revival',
    test: [
      'tleilaxu.test.ts',
      'TLX-9 on a Ghola: the Fremen buy Stilgar back from the Tleilaxu for the price they name; he leaves their pool for the Fremen’s, the Fremen’s one leader revival this turn',
    ],
  },
  {
    faction: 'tleilaxu',
    power: 'TLX-10 Zoal',
    timing: 'Battle plan',
    effect: 'Worth the opposing leader’s printed strength (0 against none or a Cheap Hero); paid at that value when killed.',
    karama: 'not stoppable',
    test: ['tleilaxu.test.ts', 'TLX-10: Zoal is worth the opposing leader’s printed strength; killed, the winner is paid that much'],
  },
  {
    faction: 'tleilaxu',
    power: 'TLX-11 Gholas [ADV]',
    timing: 'Revival, before their own revival (option `tleilaxuGholas`)',
    effect:
      '`revive-ghola`: while fewer than 5 of their leaders live in their pool (Gholas included), another faction’s dead leader joins it for half its strength, rounded up, to the bank; several a turn. It fights for them at its printed strength, may be betrayed by its traitor card’s holder or captured, and dies back to its owner’s Tanks.',
    karama: 'ghola',
    test: [
      'tleilaxu.test.ts',
      'TLX-11: the Tleilaxu revive the Fremen’s dead Stilgar (7) as a Ghola for 4 spice to the bank; he lives in their pool, in public, out of the Fremen’s reach',
    ],
  },
  {
    faction: 'tleilaxu',
    power: 'TLX-12 Ally: half-price revival',
    timing: 'Revival',
    effect: 'The ally pays half, rounded up on the whole amount, still to the Tleilaxu.',
    karama: 'ally-revival-discount',
    test: [
      'tleilaxu.test.ts',
      'TLX-12: the Tleilaxu’s ally pays half, rounded up on the whole amount, still to the Tleilaxu: 1 paid force 2 → 1, a leader of 5 → 3',
    ],
  },
  {
    faction: 'ixians',
    power: 'IX-7 Cyborgs (battle, IX-11)',
    timing: 'Battle plan (Basic too under `ixianForceTypesInBasic`, OP-1)',
    effect:
      'A Cyborg counts 2 (Advanced: with 1 spice, else 1), even against the Fremen; a Karama makes each worth 1 in that battle, a plan already in is made again.',
    karama: 'cyborgs',
    test: ['ixians.test.ts', 'IX-7 Karama: a Cyborg is worth 1 in that battle; 4 Suboids + 2 Cyborgs dialled 5.5 plan again, 4 at most (rulebook Q&A)'],
  },
  {
    faction: 'ixians',
    power: 'IX-8 / IX-11 Suboids (battle)',
    timing: 'Battle plan',
    effect: 'A Suboid counts ½ (dials in half steps); spice neither needs nor raises it.',
    karama: 'not stoppable',
    test: ['ixians.test.ts', 'IX-11 Advanced: a Cyborg counts 2 with 1 spice and 1 without; a Suboid always ½, and spice cannot raise it'],
  },
  {
    faction: 'ixians',
    power: 'IX-9 Swap of Cyborg losses',
    timing: 'Battle, after the Ixians win and lose Cyborgs',
    effect: '`swap-losses`: surviving Suboids there go to the Tanks in place of as many Cyborgs lost, which stay; the battle waits for it.',
    karama: 'loss-swap',
    test: [
      'ixians.test.ts',
      'IX-9: 2 Cyborgs + 6 Suboids dial 6; losses 2 Cyborgs + 4 Suboids; swapping 2 leaves the 2 Cyborgs in the territory and 6 Suboids in the Tanks',
    ],
  },
  {
    faction: 'ixians',
    power: 'IX-1 Starting card choice',
    timing: 'Setup, as the starting cards are dealt',
    effect:
      "One card per faction is drawn and the Ixians alone see it (their view's `startingCards`); `keep-card` keeps one, the rest are shuffled and dealt face down, one to each other faction; the Harkonnen's second card is drawn apart, unseen (OP-2 `ixOneCardPerFaction` off: drawn with the others, seen). Setup waits for it; safe default the first card.",
    karama: 'not stoppable',
    test: ['ixians-cards.test.ts', 'IX-1: the Ixians keep one; the other 2 go face down, one to each other faction; the Harkonnen hold 2'],
  },
  {
    faction: 'ixians',
    power: 'IX-2 Choice of the auction cards',
    timing: 'Bidding, as the cards are dealt',
    effect:
      'N + 1 cards are dealt and the Ixians alone see them (a full hand too); `put-back` lays one face down on top of or under the deck (the table hears which); the other N are shuffled for the auction, which waits for it.',
    karama: 'auction-choice',
    test: ['ixians-cards.test.ts', 'IX-2: 3 bidders → 4 cards dealt; the Ixians alone see them and the auction waits for them'],
  },
  {
    faction: 'ixians',
    power: 'IX-10 Technology [ADV]',
    timing: 'Bidding, as a card is about to go up, before the Atreides see it (option `ixTechnology`)',
    effect:
      'Once a Bidding phase, by a secret standing order given in advance (`technology card: N give: <card>`, from any phase): card N goes face down into the Ixians’ hand and the card given goes up for bid in its place, auctioned as any other (the Atreides see it, payment as usual, the Ixians may bid). The table hears that they swapped, not which cards; the auction never waits for it.',
    karama: 'technology',
    test: [
      'ixians-technology.test.ts',
      'IX-10: ordered for card 1, the Ixians take card 1 into their hand and their Shield goes up in its place; the Atreides see the Shield; the table hears only that they swapped',
    ],
  },
  {
    faction: 'ixians',
    power: 'IX-12 Ally: replacing a card won',
    timing: 'Bidding, just after the Ixians’ ally wins a card (with Karama too)',
    effect:
      '`replace-card`: the ally discards it face up and draws the top card of the deck (reshuffled if empty), once per card won; the next card waits (safe default: kept). A Harkonnen ally’s free card is drawn first. The Ixians may withhold it, in public (`permit-replacement`).',
    karama: 'ally-card-swap',
    test: [
      'ixians-replacement.test.ts',
      'IX-12: replaced: the card won is discarded face up, the top card (Hajr, put there by IX-2) drawn by the ally alone; card 2 comes up',
    ],
  },
  {
    faction: 'ixians',
    power: 'IX-12 Ally: replacement order',
    timing: 'Any phase (the order, by the Ixians’ ally); Bidding, as it wins a card',
    effect:
      '`replacement-order choice: ask|keep|replace`, secret: the ally is asked for each card won (`ask`, the default: the next card waits for `replace-card`), keeps it, or replaces it at once; no wait with `keep` or `replace`. The Ixians’ withheld permission prevails.',
    karama: 'ally-card-swap',
    test: [
      'ixians-replacement-order.test.ts',
      'IX-12 replace: the card won is discarded face up at once and the top card (Hajr) drawn, told to the ally alone; no wait',
    ],
  },
  {
    faction: 'ixians',
    power: 'IX-7 / IX-8 Movement',
    timing: 'Their movement',
    effect: 'Cyborgs move 2; Suboids 1, or 2 with a Cyborg in the moving group (OP-14 `suboidEscort`); 3 with ornithopters.',
    karama: 'cyborg-movement',
    test: ['ixians.test.ts', 'IX-7/IX-8 Karama: the Cyborgs, and Suboids with them, move 1'],
  },
  {
    faction: 'ixians',
    power: 'IX-7 / IX-8 Collection',
    timing: 'Spice Collection',
    effect: '3 spice per Cyborg; 2 per Suboid, 3 while the Ixians occupy Arrakeen or Carthag.',
    karama: 'not stoppable',
    test: ['ixians.test.ts', 'IX-7: 3 spice per Cyborg; IX-8: 2 per Suboid, 3 when the Ixians occupy Arrakeen or Carthag'],
  },
  {
    faction: 'ixians',
    power: 'IX-7 Cyborg revival',
    timing: 'Revival',
    effect: '3 spice per Cyborg (the free revival goes to a Cyborg first), with no one-starred-a-turn limit.',
    karama: 'not stoppable',
    test: ['ixians.test.ts', 'IX-7: a Cyborg revives for 3 spice, the free revival going to a Cyborg first, with no one-starred-a-turn limit (Advanced)'],
  },
  {
    faction: 'ixians',
    power: 'IX-3 Placing the HMS',
    timing: 'Storm, turn 1, once the storm is placed',
    effect: 'On one sector of a non-stronghold territory out of the storm; the Polar Sink allowed.',
    karama: 'not stoppable',
    test: [
      'hms.test.ts',
      'IX-3: after the first storm is placed the Ixians point the HMS at a non-stronghold sector out of the storm; the Polar Sink is allowed',
    ],
  },
  {
    faction: 'ixians',
    power: 'IX-4 The HMS is a stronghold',
    timing: 'any',
    effect: 'Only its owner ships in (1 per force); others move in from the host for 1 territory; a dead end; OP-15: shut while its host is in the storm.',
    karama: 'not stoppable',
    test: ['hms.test.ts', 'IX-4: only the Ixians ship straight in, at the stronghold rate of 1 per force'],
  },
  {
    faction: 'ixians',
    power: 'IX-5/IX-6 Moving the HMS, collecting spice',
    timing: 'Storm, from turn 2, before the dials',
    effect: 'Up to 3 territories, no stronghold, never through the storm; up to 2 spice per Ixian force inside from each pile visited (OP-3).',
    karama: 'hms-move',
    test: ['hms.test.ts', 'IX-5 Karama: a Karama against the HMS keeps it in place, and it collects nothing this turn'],
  },
];

/** The Tech Tokens (ixians-tleilaxu.md §5, option `techTokens`): nobody's faction power, and no Karama stops them. */
export const TECH_ROWS: readonly { readonly rule: string; readonly timing: string; readonly effect: string; readonly test: TestRef }[] = [
  {
    rule: 'TECH-1 Handing them out',
    timing: 'Storm, turn 1, after the first placement',
    effect:
      'Axlotl Tanks to the Tleilaxu, Heighliners to the Ixians, Spice Production to the Fremen; absent factions’ tokens shuffled, one each to factions holding none in storm order. Public.',
    test: [
      'tech-tokens.test.ts',
      'TECH-1: after the first storm the Tleilaxu take Axlotl Tanks, the Fremen Spice Production; the Ixians’ Heighliners go to the first in storm order holding none',
    ],
  },
  {
    rule: 'TECH-2 Axlotl Tanks',
    timing: 'End of Revival',
    effect: 'Some faction other than the Tleilaxu revived free: the holder takes 1 spice per token it holds.',
    test: [
      'tech-tokens.test.ts',
      'TECH-2 Axlotl Tanks: the Atreides and the Harkonnen revive free; at the end of Revival the holder of 2 tokens takes 2, once (OP-17: credited as the phase ends, for the tokens then held)',
    ],
  },
  {
    rule: 'TECH-3 Heighliners',
    timing: 'End of Shipment and Movement',
    effect: 'Some faction other than the Guild shipped from reserves: the holder takes 1 spice per token it holds.',
    test: [
      'tech-tokens.test.ts',
      'TECH-3 Heighliners: the Atreides ship 2 from reserves; at the end of Shipment and Movement the Tleilaxu, holding it, take 1',
    ],
  },
  {
    rule: 'TECH-4 Spice Production',
    timing: 'End of CHOAM Charity (of Collection with `alternateSpiceProduction`)',
    effect: 'Some faction other than the Bene Gesserit was paid charity: the holder takes 1 spice per token it holds.',
    test: ['tech-tokens.test.ts', 'TECH-4 Spice Production: the Atreides claim charity; at the end of CHOAM Charity the Tleilaxu, holding it, take 1'],
  },
  {
    rule: 'TECH-5 Changing hands',
    timing: 'Battle, as it concludes, before a Face Dancer',
    effect: 'The winner takes the loser’s one token, or the one it chooses of several (`take-tech`).',
    test: ['tech-tokens.test.ts', 'TECH-5: the loser holds two: the winner is asked which (`take-tech`), only the loser’s are offered; then the battle ends'],
  },
  {
    rule: 'TECH-6 Victory',
    timing: 'Mentat Pause',
    effect: 'A side one of whose members holds all three counts one extra stronghold.',
    test: ['tech-tokens.test.ts', 'TECH-6: the Harkonnen with 2 strongholds and all three tokens win; with two tokens they do not'],
  },
  {
    rule: 'TECH-6 Victory, the last turn',
    timing: 'Mentat Pause of the last turn, nobody having won',
    effect:
      'The faction holding all three counts one more stronghold toward the most strongholds (`mostStrongholdsTie` settles a tie); an ally’s tokens are not added.',
    test: [
      'tech-tokens.test.ts',
      'TECH-6 on the last turn: all three tokens count one more toward the most strongholds; a tie is settled by `mostStrongholdsTie`',
    ],
  },
];

/** Special Karama powers (Advanced, once per game): exempt from Karama themselves. */
export const SPECIAL_ROWS: Readonly<Partial<Record<FactionId, { effect: string; test: TestRef }>>> = {
  atreides: {
    effect: 'See one player’s whole battle plan.',
    test: ['karama-special.test.ts', 'shows the plan to the Atreides alone, through their view and a private event; the plan then stands'],
  },
  'bene-gesserit': {
    effect: 'Worthless cards count as Karama.',
    test: ['karama.test.ts', 'a worthless card stops a power in the Advanced game, not in the Basic one'],
  },
  emperor: {
    effect: 'Revive up to 3 forces or 1 leader, free (Revival).',
    test: ['karama.test.ts', 'the Emperor revives up to 3 forces free during Revival; their normal revival is unaffected'],
  },
  fremen: {
    effect: 'The sandworm in any sand territory (Spice Blow, from turn 2; ordered in advance, as the Spice Blow ends).',
    test: ['karama.test.ts', 'S003-CTRL-4: the Fremen’s sandworm eats everything in a sand territory but the Fremen, counts as a worm, and causes no Nexus'],
  },
  'spacing-guild': {
    effect: 'Cancel one shipment from off-planet of any player.',
    test: ['karama-special.test.ts', 'undoes the shipment before the shipper moves: forces to reserves, the Guild refunds, the shipment is spent'],
  },
  tleilaxu: {
    effect: 'TLX-13: in the Revival, one other faction revives nothing this turn (a Tleilaxu Ghola card still revives).',
    test: ['tleilaxu.test.ts', 'TLX-13: the Tleilaxu’s special Karama bars one faction from any revival this turn; the others revive'],
  },
  ixians: {
    effect:
      'IX-13: in their own Shipment and Movement turn the HMS moves up to 2 territories under IX-5’s limits, collecting as IX-6: before their move by playing the Karama, after it by a secret standing order (`karama-order special: true`) that fires as their turn ends.',
    test: [
      'hms.test.ts',
      'IX-13: before their move the Ixians discard a Karama to move the HMS 2 territories, collecting as IX-6 (12 from a pile of 6 gives 6); their turn goes on',
    ],
  },
  harkonnen: {
    effect: 'In the Bidding, take a whole hand and give back as many cards.',
    test: ['karama-special.test.ts', 'the hand changes owner secretly; the auction waits until every card is given back'],
  },
};

const KARAMA_WORDS: Readonly<Record<NoStop, string>> = {
  exempt: 'no — exempt (rules §16)',
  'not stoppable': 'no — not marked stoppable',
  'everyone has it': 'no — every player may (S002-DEAL-6)',
  'not built': 'yes in the rules; not built yet (the power always applies)',
};

function karamaCell(k: PowerId | NoStop): string {
  if (k in KARAMA_WORDS) return KARAMA_WORDS[k as NoStop];
  const p = power(k as PowerId);
  const scope = p.wholePhase ? ', for the whole phase' : '';
  return p.inAdvance ? `yes: \`karama-order power: ${k}\` only, given beforehand${scope}` : `yes: \`power: ${k}\`${scope}`;
}

const testCell = ([file, title]: TestRef): string => `test/dune/${file} › ${title.replace(/\|/g, '\\|')}`;

export function rulesTable(): string {
  const cards = [...TREACHERY.values()].map((k) => {
    const r = CARD_ROWS[k.id];
    return `| ${k.name} | ${k.category} | ${r.timing} | ${r.effect} | ${testCell(r.test)} |`;
  });
  const powers = POWER_ROWS.map(
    (r) => `| ${factionName(r.faction)} | ${r.power} | ${r.timing} | ${r.effect} | ${karamaCell(r.karama)} | ${testCell(r.test)} |`,
  );
  const specials = (Object.entries(SPECIAL_ROWS) as [FactionId, { effect: string; test: TestRef }][]).map(
    ([f, r]) => `| ${factionName(f)} | ${r.effect} | ${testCell(r.test)} |`,
  );
  return [
    '# Cards and faction powers',
    '',
    'Generated by `npm run docs:rules` from `scripts/rules-table.ts` and the engine’s data; test/rules-table.test.ts',
    'checks that it is current and that every test it names exists. Karama stops a power for one use or for the',
    'rest of the phase as the `karamaScope` option says (docs/options.md); "whole phase" marks the powers the',
    'FAQ stops for the phase whatever the option. Every power marked `power: …` may also be stopped by a',
    'secret standing order given in advance (`karama-order power: …`, docs/scenarios.md), which plays the card',
    'at the moment the power is used, even a moment when nobody is asked anything. In a battle, a Karama stops',
    'the powers used in the battle itself before the plans are revealed; the Harkonnen capture, the one power',
    'used after a battle is resolved (GF9 2.05.10.01), it stops until the capture takes effect (GF9 3.01.11.01).',
    '',
    '## Treachery cards',
    '',
    '| card | kind | when | what it does | test |',
    '|---|---|---|---|---|',
    ...cards,
    '',
    '## Faction powers',
    '',
    '| faction | power | when | what it does | Karama stops it | test |',
    '|---|---|---|---|---|---|',
    ...powers,
    '',
    '## Special Karama powers (Advanced, once per game)',
    '',
    'Played with `play card: Karama special: true` (docs/scenarios.md); no Karama stops them.',
    '',
    '| faction | power | test |',
    '|---|---|---|',
    ...specials,
    '',
    '## Tech Tokens (Ixians & Tleilaxu, option `techTokens`)',
    '',
    'Public, in front of the shield; no Karama stops them (ixians-tleilaxu.md §5).',
    '',
    '| rule | when | what it does | test |',
    '|---|---|---|---|',
    ...TECH_ROWS.map((r) => `| ${r.rule} | ${r.timing} | ${r.effect} | ${testCell(r.test)} |`),
  ].join('\n');
}

/** Every test the table names, for the check that each exists. */
export const namedTests = (): TestRef[] => [
  ...Object.values(CARD_ROWS).map((r) => r.test),
  ...POWER_ROWS.map((r) => r.test),
  ...Object.values(SPECIAL_ROWS).map((r) => r.test),
  ...TECH_ROWS.map((r) => r.test),
];

/** The stoppable powers the table lists, for the check that none is missing. */
export const listedStops = (): PowerId[] => POWER_ROWS.flatMap((r) => (POWER_IDS.includes(r.karama as PowerId) ? [r.karama as PowerId] : []));

/**
 * Whether `title` is a test of `file`: a literal `it(…)` title, or the expansion of a template
 * title (`${…}` matches any text).
 */
export function hasTest(file: string, title: string): boolean {
  const source = readFileSync(new URL(`../test/dune/${file}`, import.meta.url), 'utf8');
  const titles = [...source.matchAll(/\bit\(\s*(['"`])((?:\\.|(?!\1).)*)\1/g)].map((m) => (m[2] ?? '').replace(/\\(.)/g, '$1'));
  return titles.some((t) => {
    const pattern = t
      .split(/\$\{[^}]*\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+');
    return new RegExp(`^${pattern}$`).test(title);
  });
}
