import type { Ctx } from '../context';
import type { DuneState } from '../state';

/**
 * Variant "stronghold control" (seed document 003): stronghold bonuses handed out after the storm.
 * Called by the storm phase once the storm has moved. Filled in with the variant.
 */
export function afterStorm(_s: DuneState, _ctx: Ctx): void {}
