/**
 * The environment variable a cluster primary sets on the processes it forks, saying what each is
 * for. Not a setting: only the primary sets it.
 */
export const CLUSTER_ROLE = 'REPETYTOR_CLUSTER_ROLE';

/** `prepare`: migrate and seed once, then exit; `server`: serve, the database being prepared. */
export type ClusterRole = 'prepare' | 'server';
