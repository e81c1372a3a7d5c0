import { bgCharityApplies } from '../../options';
import type { CharityPower } from '../module';

/** ⚠ §7, option bgCharity: the Bene Gesserit receive 2 spice whatever they hold. */
export const charity: CharityPower = {
  power: 'charity',
  amount: (s) => (bgCharityApplies(s.options) ? 2 : null),
};
