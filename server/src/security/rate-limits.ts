import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import {
  type IRateLimiterOptions,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';

/** Attempts per key and window; counts live in Redis when it is configured, else in this process. */
export interface RateLimit {
  /** Seconds before `key` may try again; 0 when it may now. */
  retryAfter(key: string): Promise<number>;
  /** Counts an attempt that does not use up the allowance by itself, e.g. a failed login. */
  hit(key: string): Promise<void>;
  /** Counts an attempt; 0 when it was allowed, otherwise the seconds to wait. */
  take(key: string): Promise<number>;
  clear(key: string): Promise<void>;
}

export interface RateLimits {
  /** 5 failed logins a minute per e-mail and IP address. */
  login: RateLimit;
  /** 1 reset link a minute per e-mail. */
  forgotPassword: RateLimit;
  store: 'redis' | 'memory';
  close(): Promise<void>;
}

export interface RateLimitSettings {
  redisUrl: string | undefined;
  redisKeyPrefix: string;
}

const limits = {
  login: { keyPrefix: 'login-failures', points: 5, duration: 60 },
  forgotPassword: { keyPrefix: 'password-reset-requests', points: 1, duration: 60 },
} satisfies Record<string, IRateLimiterOptions>;

type Limiter = RateLimiterMemory | RateLimiterRedis;

function secondsUntil(result: RateLimiterRes): number {
  return Math.max(1, Math.ceil(result.msBeforeNext / 1000));
}

function rateLimit(limiter: Limiter, points: number): RateLimit {
  return {
    async retryAfter(key) {
      const state = await limiter.get(key);
      return state && state.consumedPoints >= points ? secondsUntil(state) : 0;
    },
    async hit(key) {
      await limiter.penalty(key);
    },
    async take(key) {
      try {
        await limiter.consume(key);
        return 0;
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return secondsUntil(rejection);
        throw rejection;
      }
    },
    async clear(key) {
      await limiter.delete(key);
    },
  };
}

export async function createRateLimits(
  settings: RateLimitSettings,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<RateLimits> {
  if (!settings.redisUrl) {
    return {
      login: rateLimit(new RateLimiterMemory(limits.login), limits.login.points),
      forgotPassword: rateLimit(new RateLimiterMemory(limits.forgotPassword), limits.forgotPassword.points),
      store: 'memory',
      close: async () => {},
    };
  }

  // Without the offline queue a command fails at once while Redis is away, and the limiter falls
  // back to counting in this process instead of holding the request. Reconnecting starts only once
  // the first connection worked: a wrong REDIS_URL stops the start instead.
  let connected = false;
  let connectionError: Error | undefined;
  const redis = new Redis(settings.redisUrl, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    // Closing during an outage waits this long for a socket that already failed (ioredis: 2 s).
    disconnectTimeout: 200,
    retryStrategy: (attempt) => (connected ? Math.min(attempt * 200, 2000) : null),
  });
  redis.on('error', (error: Error) => {
    connectionError = error;
    if (connected) log.warn({ err: error }, 'Redis connection failed');
  });
  try {
    await redis.connect();
    connected = true;
  } catch (error) {
    const reason = (connectionError ?? (error as Error)).message;
    throw new Error(`Cannot connect to Redis at REDIS_URL: ${reason}`, { cause: error });
  }

  const limiterFor = (options: IRateLimiterOptions & { keyPrefix: string }) =>
    new RateLimiterRedis({
      ...options,
      keyPrefix: `${settings.redisKeyPrefix}${options.keyPrefix}`,
      storeClient: redis,
      rejectIfRedisNotReady: true,
      insuranceLimiter: new RateLimiterMemory(options),
    });
  return {
    login: rateLimit(limiterFor(limits.login), limits.login.points),
    forgotPassword: rateLimit(limiterFor(limits.forgotPassword), limits.forgotPassword.points),
    store: 'redis',
    close: async () => {
      connected = false;
      // quit waits for the replies under way; with Redis away there are none, and it cannot be sent.
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
