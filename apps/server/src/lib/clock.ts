/**
 * The server's clock (time-driven states are compared on read: docs/architecture.md#time-driven-states).
 * Services that decide by time take it as a dependency, so tests move time instead of sleeping.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
