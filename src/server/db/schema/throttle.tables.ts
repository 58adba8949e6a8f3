/** Login and code failure counters of the throttle (0600_auth_throttle.sql). */
export interface ThrottleTables {
  auth_throttle: {
    key: string;
    points: number;
    /** Epoch milliseconds; bigint comes back as a string from pg. */
    expire: string | number | null;
  };
}
