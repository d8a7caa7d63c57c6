import * as argon2 from '@node-rs/argon2';
import { createPasswords } from './passwords';

jest.mock('@node-rs/argon2', () => {
  const actual = jest.requireActual<typeof import('@node-rs/argon2')>('@node-rs/argon2');
  return { ...actual, verify: jest.fn(actual.verify) };
});

const verify = argon2.verify as jest.MockedFunction<typeof argon2.verify>;

describe('passwords', () => {
  it('hashes with argon2id at the configured cost, with a fresh salt each time', async () => {
    const passwords = await createPasswords({ memoryKib: 64, iterations: 2 });
    const first = await passwords.hash('correct horse');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=64,t=2,p=1\$/);
    expect(await passwords.hash('correct horse')).not.toBe(first);
    expect(await passwords.matches('correct horse', first)).toBe(true);
    expect(await passwords.matches('Correct horse', first)).toBe(false);
  });

  it('does the same hashing work for an unknown account, and never matches', async () => {
    const passwords = await createPasswords({ memoryKib: 64, iterations: 2 });
    verify.mockClear();
    expect(await passwords.matches('correct horse', undefined)).toBe(false);
    expect(verify).toHaveBeenCalledTimes(1);
    expect(verify.mock.calls[0]![0]).toMatch(/^\$argon2id\$v=19\$m=64,t=2,p=1\$/);
  });

  it('matches nothing against a stored value that is not an argon2 hash', async () => {
    const passwords = await createPasswords({ memoryKib: 64, iterations: 2 });
    expect(await passwords.matches('hash', 'hash')).toBe(false);
  });
});
