-- Login and code failure counters: the throttle keeps them here, unless REDIS_URL is
-- set, so a restart does not forget who was being slowed down. The shape is the one
-- rate-limiter-flexible's PostgreSQL store reads and writes: a key (a hash of the account and
-- address, or the address), a count and when it runs out (epoch milliseconds).
create table auth_throttle (
  key varchar(255) primary key,
  points integer not null default 0,
  expire bigint
);
-- The store's hourly sweep deletes by expiry.
create index auth_throttle_expire_idx on auth_throttle (expire);
