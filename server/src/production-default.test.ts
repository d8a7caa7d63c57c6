import fs from 'node:fs';
import path from 'node:path';

const loadFresh = () =>
  jest.isolateModulesAsync(async () => {
    await import('./production-default');
  });

describe('production-default', () => {
  const original = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = original;
  });

  it('makes an unset NODE_ENV production before React is loaded', async () => {
    delete process.env.NODE_ENV;
    await loadFresh();
    expect(process.env.NODE_ENV).toBe('production');
  });

  it("keeps a deployment's own value", async () => {
    process.env.NODE_ENV = 'staging';
    await loadFresh();
    expect(process.env.NODE_ENV).toBe('staging');
  });

  it('is the first thing main.ts imports', () => {
    const main = fs.readFileSync(path.join(__dirname, 'main.ts'), 'utf8');
    expect(main.split('\n').find((line) => line.startsWith('import '))).toBe(
      "import './production-default';",
    );
  });
});
