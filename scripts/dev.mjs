// `npm run dev`: the parts separately with reloading. Vite serves the web app with hot reload on
// http://localhost:5173 and proxies /api to the API (tsx watch, port 3000); the worker and the
// shared packages rebuild on change.
import { ensureDependencies, log, requireServices, run, startProcess } from './lib.mjs';

ensureDependencies();
await requireServices();
log('Building the shared packages once');
run('npx', [
  'turbo',
  'run',
  'build',
  '--filter=@beauty/domain',
  '--filter=@beauty/server',
  '--output-logs=errors-only',
]);
run('npx', ['tsx', 'services/api/src/db/cli.ts', 'setup']);

const env = { PUBLIC_URL: 'http://localhost:5173', EXTRA_ORIGINS: 'http://localhost:3000', PORT: '3000' };
const children = [
  startProcess('domain', 'npx', [
    'tsc',
    '-p',
    'packages/domain/tsconfig.build.json',
    '--watch',
    '--preserveWatchOutput',
  ]),
  startProcess('server', 'npx', [
    'tsc',
    '-p',
    'packages/server/tsconfig.build.json',
    '--watch',
    '--preserveWatchOutput',
  ]),
  startProcess('api', 'npx', ['tsx', 'watch', 'services/api/src/main.ts'], env),
  startProcess('worker', 'npx', ['tsx', 'watch', 'services/worker/src/main.ts'], env),
  startProcess('web', 'npm', ['run', 'dev', '-w', '@beauty/frontend'], env),
];
log('Open http://localhost:5173 (Ctrl+C stops everything)');
const stop = () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
await Promise.all(children.map((c) => c.exited));
