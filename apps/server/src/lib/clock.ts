/** The current time, injectable so that tests can move it (token expiry, the daily reminder). */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
