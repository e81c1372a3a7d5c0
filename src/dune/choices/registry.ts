import { advisorDecisions, advisorForms } from './advisors';
import { battleDecisions, battleForms } from './battle';
import { planDecisions, planForms } from './battle-plan';
import { biddingDecisions, biddingForms } from './bidding';
import { cardDecisions, cardForms } from './cards';
import { charityDecisions, charityForms } from './charity';
import { dealDecisions, dealForms } from './deals';
import { hmsDecisions, hmsForms } from './hms';
import { ixianDecisions, ixianForms } from './ixians';
import { movementDecisions, movementForms } from './movement';
import { revivalDecisions, revivalForms } from './revival';
import { setupDecisions, setupForms } from './setup';
import { shipmentDecisions, shipmentForms } from './shipment';
import { spiceBlowDecisions, spiceBlowForms } from './spice-blow';
import { stormDecisions, stormForms } from './storm';
import { techTokenDecisions, techTokenForms } from './tech-tokens';
import { tleilaxuDecisions, tleilaxuForms } from './tleilaxu';
import { turnDecisions, turnForms } from './turn';
import type { Decider, Form } from './types';

/** Every form of every action, and every part of the rules that offers decisions, in the order decisions are listed. */

export const FORMS: readonly Form[] = [
  ...setupForms,
  ...stormForms,
  ...hmsForms,
  ...spiceBlowForms,
  ...charityForms,
  ...biddingForms,
  ...ixianForms,
  ...revivalForms,
  ...tleilaxuForms,
  ...advisorForms,
  ...shipmentForms,
  ...movementForms,
  ...turnForms,
  ...battleForms,
  ...techTokenForms,
  ...planForms,
  ...cardForms,
  ...dealForms,
];

/** Phase decisions first (what the game waits for), then cards, then deals and gifts. */
export const DECIDERS: readonly Decider[] = [
  setupDecisions,
  stormDecisions,
  hmsDecisions,
  spiceBlowDecisions,
  charityDecisions,
  biddingDecisions,
  ixianDecisions,
  revivalDecisions,
  tleilaxuDecisions,
  advisorDecisions,
  shipmentDecisions,
  movementDecisions,
  turnDecisions,
  battleDecisions,
  techTokenDecisions,
  planDecisions,
  cardDecisions,
  dealDecisions,
];
