/**
 * Where the integration tests find PostgreSQL and Redis: the URLs given (TEST_DATABASE_URL,
 * TEST_REDIS_URL), else containers started with testcontainers when a Docker engine is
 * available (DOCKER_HOST), else the local services on their usual ports.
 */
export interface TestServices {
  postgresUrl: string;
  redisUrl: string;
  stop(): Promise<void>;
}

export async function testServices(env: NodeJS.ProcessEnv = process.env): Promise<TestServices> {
  const given = env.TEST_DATABASE_URL || env.TEST_REDIS_URL;
  if (!given && env.DOCKER_HOST) {
    const { GenericContainer, Wait } = await import('testcontainers');
    const postgres = await new GenericContainer('postgres:16')
      .withEnvironment({ POSTGRES_HOST_AUTH_METHOD: 'trust' })
      .withExposedPorts(5432)
      .withWaitStrategy(Wait.forLogMessage(/database system is ready to accept connections/, 2))
      .start();
    const redis = await new GenericContainer('redis:7')
      .withCommand(['redis-server', '--appendonly', 'yes', '--maxmemory-policy', 'noeviction'])
      .withExposedPorts(6379)
      .start();
    return {
      postgresUrl: `postgres://postgres@${postgres.getHost()}:${postgres.getMappedPort(5432)}/postgres`,
      redisUrl: `redis://${redis.getHost()}:${redis.getMappedPort(6379)}`,
      async stop() {
        await Promise.all([postgres.stop(), redis.stop()]);
      },
    };
  }
  return {
    postgresUrl: env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    redisUrl: env.TEST_REDIS_URL ?? env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    stop: async () => {},
  };
}
