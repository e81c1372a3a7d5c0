/** Which way a Guard moves along the track. */
export type Direction = 'forward' | 'backward';
export const DIRECTIONS: readonly Direction[] = ['forward', 'backward'];
