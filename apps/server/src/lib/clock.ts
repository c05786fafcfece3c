/**
 * The server's clock (DESIGN §1: time-driven states are compared on read). Services that decide by
 * time take it as a dependency, so tests move time instead of sleeping.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
