import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import {
  type IRateLimiterOptions,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';

/**
 * Attempts per key and window; counts live in Redis when it is configured, else in this process.
 * Every count is one atomic increment (a Redis transaction, or one synchronous step in memory), so
 * parallel requests cannot all read the same count and all pass.
 */
export interface RateLimit {
  /** Seconds before `key` may try again; 0 when it may now. Counts nothing. */
  retryAfter(key: string): Promise<number>;
  /** Counts an attempt; 0 when it was allowed, otherwise the seconds to wait. */
  take(key: string): Promise<number>;
  /** Gives back one attempt counted by `take`, e.g. when a login succeeded. */
  giveBack(key: string): Promise<void>;
  clear(key: string): Promise<void>;
}

/** How many attempts a window allows, and how long a key that went over must wait. */
export interface LimitPolicy {
  points: number;
  /** The window, in seconds. */
  duration: number;
  /**
   * Back-off: going over the limit blocks the key for `duration` seconds, the next time in the same
   * day for twice that, and so on up to `maxBlock` seconds. Absent: the key waits for its window.
   */
  maxBlock?: number;
}

/** The limits chosen (docs/reliability.md says why); tests may start a server with others. */
export const RATE_LIMIT_POLICY = {
  /** Login attempts of one address from one client. */
  loginByAccountAndClient: { points: 5, duration: 60, maxBlock: 3600 },
  /** Login attempts of one address from anywhere: slows a guesser spread over many clients. */
  loginByAccount: { points: 20, duration: 900, maxBlock: 3600 },
  /**
   * Login attempts of one address from one client while the address is over loginByAccount (issue 34):
   * others' guesses never lock the owner out, and a guesser gets this few per client and hour.
   */
  loginPastAccountLimit: { points: 2, duration: 3600 },
  /** Failed logins of one client, whatever the address: slows a guesser trying many accounts. */
  loginByClient: { points: 100, duration: 900, maxBlock: 3600 },
  /** Reset links mailed to one address. */
  forgotPasswordByAccount: { points: 1, duration: 60 },
  /** Reset-link requests of one client. */
  forgotPasswordByClient: { points: 10, duration: 900, maxBlock: 3600 },
  /** New accounts from one client (many people share an address behind a carrier's NAT). */
  signupByClient: { points: 20, duration: 3600, maxBlock: 6 * 3600 },
  /** Reset-password attempts of one client: a token guess costs one. */
  resetPasswordByClient: { points: 10, duration: 900, maxBlock: 3600 },
  /**
   * Wrong passwords on the account page (issue 34: e-mail change, deletion, password change), per account:
   * a stolen token must not become a way to guess the password.
   */
  accountPasswordByUser: { points: 5, duration: 900, maxBlock: 3600 },
} satisfies Record<string, LimitPolicy>;

export type RateLimitPolicy = Record<keyof typeof RATE_LIMIT_POLICY, LimitPolicy>;
type LimitName = keyof RateLimitPolicy;

export type RateLimits = Record<LimitName, RateLimit> & {
  store: 'redis' | 'memory';
  close(): Promise<void>;
};

export interface RateLimitSettings {
  redisUrl: string | undefined;
  redisKeyPrefix: string;
  /** Overrides of RATE_LIMIT_POLICY (tests only). */
  policy?: Partial<RateLimitPolicy>;
}

/** Key prefixes in the store; the first two are those of the earlier limits, kept for continuity. */
const keyPrefixes: Record<LimitName, string> = {
  loginByAccountAndClient: 'login-failures',
  forgotPasswordByAccount: 'password-reset-requests',
  loginByAccount: 'login-account',
  loginPastAccountLimit: 'login-past-account-limit',
  loginByClient: 'login-client',
  forgotPasswordByClient: 'password-reset-client',
  signupByClient: 'signup-client',
  resetPasswordByClient: 'reset-password-client',
  accountPasswordByUser: 'account-password-user',
};

/** How long a key remembers that it went over its limit, for the back-off. */
const STRIKE_MEMORY_SECONDS = 86_400;

type Limiter = RateLimiterMemory | RateLimiterRedis;

function secondsUntil(result: RateLimiterRes): number {
  return Math.max(1, Math.ceil(result.msBeforeNext / 1000));
}

function rateLimit(limiter: Limiter, strikes: Limiter, policy: LimitPolicy): RateLimit {
  return {
    async retryAfter(key) {
      const state = await limiter.get(key);
      return state && state.consumedPoints > policy.points ? secondsUntil(state) : 0;
    },
    async take(key) {
      try {
        await limiter.consume(key);
        return 0;
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        // Only the attempt that first goes over the limit (the count is atomic: exactly one does)
        // lengthens the wait; the ones after it just wait.
        if (policy.maxBlock === undefined || rejection.consumedPoints !== policy.points + 1) {
          return secondsUntil(rejection);
        }
        const strike = await strikes.penalty(key);
        const seconds = Math.min(policy.duration * 2 ** (strike.consumedPoints - 1), policy.maxBlock);
        await limiter.block(key, seconds);
        return seconds;
      }
    },
    async giveBack(key) {
      await limiter.reward(key);
    },
    async clear(key) {
      await limiter.delete(key);
    },
  };
}

function rateLimitsWith(
  policy: RateLimitPolicy,
  limiterFor: (options: IRateLimiterOptions & { keyPrefix: string }) => Limiter,
): Record<LimitName, RateLimit> {
  const entries = (Object.keys(keyPrefixes) as LimitName[]).map((name) => {
    const { points, duration } = policy[name];
    const keyPrefix = keyPrefixes[name];
    const limiter = limiterFor({ keyPrefix, points, duration });
    const strikes = limiterFor({
      keyPrefix: `${keyPrefix}-strikes`,
      points: Number.MAX_SAFE_INTEGER,
      duration: STRIKE_MEMORY_SECONDS,
    });
    return [name, rateLimit(limiter, strikes, policy[name])] as const;
  });
  return Object.fromEntries(entries) as Record<LimitName, RateLimit>;
}

export async function createRateLimits(
  settings: RateLimitSettings,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<RateLimits> {
  const policy: RateLimitPolicy = { ...RATE_LIMIT_POLICY, ...settings.policy };
  if (!settings.redisUrl) {
    return {
      ...rateLimitsWith(policy, (options) => new RateLimiterMemory(options)),
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

  return {
    ...rateLimitsWith(
      policy,
      (options) =>
        new RateLimiterRedis({
          ...options,
          keyPrefix: `${settings.redisKeyPrefix}${options.keyPrefix}`,
          storeClient: redis,
          rejectIfRedisNotReady: true,
          insuranceLimiter: new RateLimiterMemory(options),
        }),
    ),
    store: 'redis',
    close: async () => {
      connected = false;
      // quit waits for the replies under way; with Redis away there are none, and it cannot be sent.
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
