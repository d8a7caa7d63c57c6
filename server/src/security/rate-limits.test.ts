import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { Redis } from 'ioredis';
import { createRateLimits, type RateLimits } from './rate-limits';

const log = { warn: () => {} };
const redisUrl = process.env.REDIS_URL;
const describeWithRedis = redisUrl ? describe : describe.skip;

/** A prefix no other run (or jest project running at the same time) uses. */
const uniquePrefix = () => `talent-test:${process.pid}:${randomBytes(4).toString('hex')}:`;

const opened: RateLimits[] = [];
async function open(settings: { redisUrl: string | undefined; redisKeyPrefix: string }) {
  const limits = await createRateLimits(settings, log);
  opened.push(limits);
  return limits;
}

afterEach(async () => {
  await Promise.all(opened.splice(0).map((limits) => limits.close()));
});

describe('rate limits without REDIS_URL', () => {
  it('count in this process: 5 failed logins a minute, then a wait of at most a minute', async () => {
    const limits = await open({ redisUrl: undefined, redisKeyPrefix: 'talent:' });
    expect(limits.store).toBe('memory');
    for (let failure = 1; failure <= 5; failure += 1) {
      expect(await limits.login.retryAfter('a@example.com|127.0.0.1')).toBe(0);
      await limits.login.hit('a@example.com|127.0.0.1');
    }
    const wait = await limits.login.retryAfter('a@example.com|127.0.0.1');
    expect(wait).toBeGreaterThanOrEqual(59);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await limits.login.retryAfter('a@example.com|10.0.0.7')).toBe(0);

    await limits.login.clear('a@example.com|127.0.0.1');
    expect(await limits.login.retryAfter('a@example.com|127.0.0.1')).toBe(0);
  });

  it('allow one reset link a minute per address', async () => {
    const limits = await open({ redisUrl: undefined, redisKeyPrefix: 'talent:' });
    expect(await limits.forgotPassword.take('a@example.com')).toBe(0);
    expect(await limits.forgotPassword.take('a@example.com')).toBeGreaterThanOrEqual(59);
    expect(await limits.forgotPassword.take('b@example.com')).toBe(0);
  });

  it('are not shared between two servers', async () => {
    const first = await open({ redisUrl: undefined, redisKeyPrefix: 'talent:' });
    const second = await open({ redisUrl: undefined, redisKeyPrefix: 'talent:' });
    expect(await first.forgotPassword.take('a@example.com')).toBe(0);
    expect(await second.forgotPassword.take('a@example.com')).toBe(0);
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

    for (let failure = 1; failure <= 3; failure += 1) await first.login.hit('a@example.com|127.0.0.1');
    for (let failure = 1; failure <= 2; failure += 1) await second.login.hit('a@example.com|127.0.0.1');
    expect(await first.login.retryAfter('a@example.com|127.0.0.1')).toBeGreaterThanOrEqual(59);
    expect(await second.login.retryAfter('a@example.com|127.0.0.1')).toBeGreaterThanOrEqual(59);

    expect(await first.forgotPassword.take('a@example.com')).toBe(0);
    expect(await second.forgotPassword.take('a@example.com')).toBeGreaterThanOrEqual(59);

    const redis = new Redis(redisUrl!);
    try {
      const keys = (await redis.keys(`${redisKeyPrefix}*`)).sort();
      expect(keys).toEqual([
        `${redisKeyPrefix}login-failures:a@example.com|127.0.0.1`,
        `${redisKeyPrefix}password-reset-requests:a@example.com`,
      ]);
      expect(await redis.pttl(keys[0]!)).toBeGreaterThan(58_000);
      await redis.del(...keys);
    } finally {
      redis.disconnect();
    }
  });

  it('do not mix servers with different prefixes', async () => {
    const first = await open({ redisUrl, redisKeyPrefix: uniquePrefix() });
    const second = await open({ redisUrl, redisKeyPrefix: uniquePrefix() });
    expect(await first.forgotPassword.take('a@example.com')).toBe(0);
    expect(await second.forgotPassword.take('a@example.com')).toBe(0);
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
      expect(await limits.forgotPassword.take('a@example.com')).toBe(0);

      relay.close();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => setTimeout(resolve, 50));

      expect(await limits.forgotPassword.take('b@example.com')).toBe(0);
      expect(await limits.forgotPassword.take('b@example.com')).toBeGreaterThanOrEqual(59);
    } finally {
      await limits.close();
    }
  });
});
