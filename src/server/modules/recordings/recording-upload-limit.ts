import { RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../../../shared/errors';
import { storeLimiter, type ThrottleStore } from '../../auth/attempt-limiter';

/**
 * Chunk uploads per tutor per minute, counted where the sign-in throttles are (Redis when
 * REDIS_URL is set, so every process shares one count; the database otherwise). Past the rate
 * an upload is refused with 429 and Retry-After; the recorder waits and sends what gathered as
 * one chunk, so nothing recorded is lost.
 */
export function createUploadLimiter(store: ThrottleStore, perMinute: number) {
  const limiter = storeLimiter(store, 'recording_chunks', perMinute, 60);
  return {
    async consume(userId: string): Promise<void> {
      try {
        await limiter.consume(userId);
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        throw new AppError('RECORDING_UPLOAD_RATE_LIMITED', {
          retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)),
        });
      }
    },
  };
}
