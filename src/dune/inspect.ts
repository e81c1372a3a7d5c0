import type { DuneGameState } from './index';
import type { DuneState } from './state';

/**
 * The whole state behind a game, secrets and all: for tests, the benchmark and the demo's
 * simulated players, which judge the rules from inside. Never for the bot or commands/ —
 * test/architecture.test.ts keeps this module out of their imports.
 */
export const inspectState = (s: DuneGameState): DuneState => s as unknown as DuneState;

/** The opaque form of a state built by the rules (tests that hand a state to the bot). */
export const sealState = (s: DuneState): DuneGameState => s as unknown as DuneGameState;
