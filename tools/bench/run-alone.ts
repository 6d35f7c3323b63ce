import { pathToFileURL } from 'node:url';

/**
 * Runs a bench when its file is the one started (`npx tsx tools/bench/<bench>.ts`), and exits with its verdict:
 * the server and sandbox it started leave handles behind, so the process would not end on its own (see run.ts).
 */
export function runAlone(moduleUrl: string, bench: () => Promise<boolean>): void {
  if (moduleUrl !== pathToFileURL(process.argv[1] ?? '').href) return;
  bench().then(
    (ok) => process.exit(ok ? 0 : 1),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
