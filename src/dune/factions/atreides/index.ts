import type { FactionModule } from '../module';
import { seesCardUp, seesSpiceDeckTop } from './prescience';
import { seePlan } from './see-plan';

/**
 * The Atreides: their prescience in the Bidding and the Shipment, and their special Karama, plug
 * in here. Prescience in battle and the Kwisatz Haderach are found by their owner in the catalogue
 * of stoppable powers (`battle-prescience`, `kwisatz-haderach`), like the Voice and the capture.
 */
export const atreides: FactionModule = {
  id: 'atreides',
  hooks: { seesCardUp, seesSpiceDeckTop, specialKarama: seePlan },
};
