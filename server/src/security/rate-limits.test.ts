import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { Redis } from 'ioredis';
import { createRateLimits, type RateLimits, type RateLimitSettings } from './rate-limits';

const log = { warn: () => {} };
const redisUrl = process.env.REDIS_URL;
const describeWithRedis = redisUrl ? describe : describe.skip;

/** A prefix no other run (or jest project running at the same time) uses. */
const uniquePrefix = () => `talent-test:${process.pid}:${randomBytes(4).toString('hex')}:`;

const opened: RateLimits[] = [];
async function open(settings: RateLimitSettings) {
  const limits = await createRateLimits(settings, log);
  opened.push(limits);
  return limits;
}

afterEach(async () => {
  await Promise.all(opened.splice(0).map((limits) => limits.close()));
});

describe('rate limits without REDIS_URL', () => {
  it('count in this process: 5 logins a minute per address and client, then a wait of a minute', async () => {
    const limits = await open({ redisUrl: undefined, redisKeyPrefix: 'talent:' });
    expect(limits.store).toBe('memory');
    const login = limits.loginByAccountAndClient;
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect(await login.retryAfter('a@example.com|127.0.0.1')).toBe(0);
      expect(await login.take('a@example.com|127.0.0.1')).toBe(0);
    }
    expect(await login.take('a@example.com|127.0.0.1')).toBe(60);
    const wait = await login.retryAfter('a@example.com|127.0.0.1');
    expect(wait).toBeGreaterThanOrEqual(59);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await login.retryAfter('a@example.com|10.0.0.7')).toBe(0);

    await login.clear('a@example.com|127.0.0.1');
    expect(await login.retryAfter('a@example.com|127.0.0.1')).toBe(0);
  });

  it('let exactly the allowance through when the attempts come all at once', async () => {
    const limits = await open({ redisUrl: undefined, redisKeyPrefix: 'talent:' });
    const waits = await Promise.all(
      Array.from({ length: 40 }, () => limits.loginByAccountAndClient.take('a@example.com|127.0.0.1')),
    );
    expect(waits.filter((wait) => wait === 0)).toHaveLength(5);
  });

  it('back off: each time a key goes over its limit again, it waits twice as long, up to the cap', async () => {
    const limits = await open({
      redisUrl: undefined,
      redisKeyPrefix: 'talent:',
      policy: { loginByClient: { points: 1, duration: 1, maxBlock: 4 } },
    });
    const waitsOfOverruns: number[] = [];
    for (let round = 1; round <= 4; round += 1) {
      await limits.loginByClient.clear('10.0.0.7');
      expect(await limits.loginByClient.take('10.0.0.7')).toBe(0);
      waitsOfOverruns.push(await limits.loginByClient.take('10.0.0.7'));
    }
    expect(waitsOfOverruns).toEqual([1, 2, 4, 4]);
  });

  it('give back an attempt that turned out well', async () => {
    const limits = await open({
      redisUrl: undefined,
      redisKeyPrefix: 'talent:',
      policy: { loginByAccount: { points: 2, duration: 60 } },
    });
    for (let login = 1; login <= 5; login += 1) {
      expect(await limits.loginByAccount.take('a@example.com')).toBe(0);
      await limits.loginByAccount.giveBack('a@example.com');
    }
  });

  it('allow one reset link a minute per address', async () => {
    const limits = await open({ redisUrl: undefined, redisKeyPrefix: 'talent:' });
    expect(await limits.forgotPasswordByAccount.take('a@example.com')).toBe(0);
    expect(await limits.forgotPasswordByAccount.take('a@example.com')).toBeGreaterThanOrEqual(59);
    expect(await limits.forgotPasswordByAccount.take('b@example.com')).toBe(0);
  });

  it('are not shared between two servers', async () => {
    const first = await open({ redisUrl: undefined, redisKeyPrefix: 'talent:' });
    const second = await open({ redisUrl: undefined, redisKeyPrefix: 'talent:' });
    expect(await first.forgotPasswordByAccount.take('a@example.com')).toBe(0);
    expect(await second.forgotPasswordByAccount.take('a@example.com')).toBe(0);
  });
});

describe('rate limits with an unreachable REDIS_URL', () => {
  it('stop the start with a message naming REDIS_URL', async () => {
    await expect(
      createRateLimits({ redisUrl: 'redis://127.0.0.1:1', redisKeyPrefix: uniquePrefix() }, log),
    ).rejects.toThrow(/^Cannot connect to Redis at REDIS_URL: /);
  });
});

describeWithRedis('rate limits with REDIS_URL', () => {
  it('are shared by every server on the same Redis, under the key prefix', async () => {
    const redisKeyPrefix = uniquePrefix();
    const first = await open({ redisUrl, redisKeyPrefix });
    const second = await open({ redisUrl, redisKeyPrefix });
    expect(first.store).toBe('redis');

    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect(await first.loginByAccountAndClient.take('a@example.com|127.0.0.1')).toBe(0);
    }
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      expect(await second.loginByAccountAndClient.take('a@example.com|127.0.0.1')).toBe(0);
    }
    expect(await first.loginByAccountAndClient.take('a@example.com|127.0.0.1')).toBe(60);
    expect(await second.loginByAccountAndClient.retryAfter('a@example.com|127.0.0.1')).toBeGreaterThanOrEqual(
      59,
    );

    expect(await first.forgotPasswordByAccount.take('a@example.com')).toBe(0);
    expect(await second.forgotPasswordByAccount.take('a@example.com')).toBeGreaterThanOrEqual(59);

    const redis = new Redis(redisUrl!);
    try {
      const keys = (await redis.keys(`${redisKeyPrefix}*`)).sort();
      expect(keys).toEqual([
        `${redisKeyPrefix}login-failures-strikes:a@example.com|127.0.0.1`,
        `${redisKeyPrefix}login-failures:a@example.com|127.0.0.1`,
        `${redisKeyPrefix}password-reset-requests:a@example.com`,
      ]);
      expect(await redis.pttl(keys[1]!)).toBeGreaterThan(58_000);
      await redis.del(...keys);
    } finally {
      redis.disconnect();
    }
  });

  it('let exactly the allowance through when two servers take at once', async () => {
    const redisKeyPrefix = uniquePrefix();
    const first = await open({ redisUrl, redisKeyPrefix });
    const second = await open({ redisUrl, redisKeyPrefix });
    const waits = await Promise.all(
      Array.from({ length: 40 }, (_, attempt) =>
        (attempt % 2 ? first : second).loginByAccountAndClient.take('a@example.com|127.0.0.1'),
      ),
    );
    expect(waits.filter((wait) => wait === 0)).toHaveLength(5);
  });

  it('do not mix servers with different prefixes', async () => {
    const first = await open({ redisUrl, redisKeyPrefix: uniquePrefix() });
    const second = await open({ redisUrl, redisKeyPrefix: uniquePrefix() });
    expect(await first.forgotPasswordByAccount.take('a@example.com')).toBe(0);
    expect(await second.forgotPasswordByAccount.take('a@example.com')).toBe(0);
  });

  it('keep counting in this process while Redis is away, and do not fail the request', async () => {
    // A loopback relay to Redis that the test can cut, as a network fault would.
    const target = new URL(redisUrl!);
    const sockets = new Set<net.Socket>();
    const relay = net.createServer((client) => {
      const upstream = net.connect(Number(target.port || 6379), target.hostname);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('error', () => {});
        socket.on('close', () => sockets.delete(socket));
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    const relayUrl = `redis://127.0.0.1:${(relay.address() as net.AddressInfo).port}`;
    const limits = await createRateLimits({ redisUrl: relayUrl, redisKeyPrefix: uniquePrefix() }, log);
    try {
      expect(await limits.forgotPasswordByAccount.take('a@example.com')).toBe(0);

      relay.close();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => setTimeout(resolve, 50));

      expect(await limits.forgotPasswordByAccount.take('b@example.com')).toBe(0);
      expect(await limits.forgotPasswordByAccount.take('b@example.com')).toBeGreaterThanOrEqual(59);
    } finally {
      await limits.close();
    }
  });
});
