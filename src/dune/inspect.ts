import { open, seal } from './sealed';

/**
 * The whole state behind a game, secrets and all: for tests, the benchmark and the demo's
 * simulated players, which judge the rules from inside. Never for the bot or commands/ —
 * test/architecture.test.ts keeps this module out of their imports.
 */
export const inspectState = open;

/** The opaque form of a state built by the rules (tests that hand a state to the bot). */
export const sealState = seal;
