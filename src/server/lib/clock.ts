/** Time is injected so expiries, monthly resets and relative ages are testable. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests can move by hand. */
export function manualClock(start: Date | string = '2026-11-15T10:00:00.000Z') {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    set: (at: Date | string) => {
      current = new Date(at).getTime();
    },
    advance: (ms: number) => {
      current += ms;
    },
  };
}
export type ManualClock = ReturnType<typeof manualClock>;
