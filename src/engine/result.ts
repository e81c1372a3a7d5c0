/** A rule violation or bad input, reported to the player; it never changes the game. */
export interface GameError {
  /** Stable machine-readable code, e.g. `storm-sector`, `wrong-phase`. */
  readonly code: string;
  /** Friendly, specific explanation: what was wrong and what is allowed. */
  readonly message: string;
}

export type Result<T, E = GameError> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });
export const err = (code: string, message: string): Result<never, GameError> => ({ ok: false, error: { code, message } });

/**
 * Thrown only inside a transition, where a draft is being built; `runTransition` turns it into an
 * `err` result and drops the draft, so callers never see an exception and the state is unchanged.
 */
export class RuleViolation extends Error {
  readonly code: string;

  constructor(code: string, message: string) {
    // A rule violation is an answer, not a bug: skipping the stack trace makes it cheap, which
    // matters to bots that try many candidate actions.
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = limit;
    this.code = code;
  }
}

export function fail(code: string, message: string): never {
  throw new RuleViolation(code, message);
}

export function check(condition: unknown, code: string, message: string): asserts condition {
  if (!condition) fail(code, message);
}

/**
 * Runs a body that may `fail` (rule checks written with `fail`/`check`) and returns its value, or
 * its rule violation as an `err`: the one place a rule violation turns back into a value, so none
 * escapes as an exception. Any other exception is a bug and propagates.
 */
export function attempt<T>(body: () => T): Result<T> {
  try {
    return ok(body());
  } catch (e) {
    if (e instanceof RuleViolation) return err(e.code, e.message);
    throw e;
  }
}

/** Inside a transition: the value of a `Result`, or its error as a rule violation of the transition. */
export function valueOrFail<T>(r: Result<T>): T {
  if (!r.ok) fail(r.error.code, r.error.message);
  return r.value;
}
