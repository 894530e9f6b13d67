import { loadConfig } from './config';

const STRONG = 'a'.repeat(64);
const production = (env: NodeJS.ProcessEnv = {}) =>
  loadConfig({ NODE_ENV: 'production', SESSION_SECRET: STRONG, ...env });

describe('loadConfig in production (issue 13.9)', () => {
  it('starts with strong secrets, no demo accounts and no public metrics', () => {
    const config = production();
    expect(config.seedDemo).toBe(false);
    expect(config.metricsServed).toBe(false);
    expect(production({ METRICS_TOKEN: 'scrape-token' }).metricsServed).toBe(true);
  });

  it.each([
    [{ SESSION_SECRET: undefined }, /SESSION_SECRET/],
    [{ SESSION_SECRET: 'dev-only-session-secret-do-not-use-in-production' }, /SESSION_SECRET/],
    [{ SESSION_SECRET: 'short-but-not-default' }, /SESSION_SECRET/],
    [
      { UPLOAD_SIGNING_SECRET: 'dev-only-upload-signing-secret-do-not-use-in-production' },
      /UPLOAD_SIGNING_SECRET/,
    ],
    [{ SEED_DEMO: 'true' }, /SEED_DEMO/],
  ])('refuses to start with %o', (env, message) => {
    expect(() => production(env)).toThrow(message);
  });

  it('elsewhere keeps the conveniences: demo accounts and metrics without a token', () => {
    const config = loadConfig({ NODE_ENV: 'development' });
    expect(config.seedDemo).toBe(true);
    expect(config.metricsServed).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });
});
