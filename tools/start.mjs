// `npm start`: install what is missing, build the web app, then run the server on its embedded PostgreSQL.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWeb } from './build-web.mjs';
import { ensureDeps } from './ensure-deps.mjs';
import { serverNodeArgs } from './server-node-args.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
ensureDeps();
buildWeb();

const server = spawn(process.execPath, [...serverNodeArgs(), '--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
// The server stops gracefully on these; pass them on and leave when it is done.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
