// Loaded in Node at build time by the contract-values plugin (through Vite's module runner, which understands
// import.meta.glob): every contracts module, keyed by its file.
export const contractModules: Record<string, Record<string, unknown>> = import.meta.glob(
  ['../../../packages/contracts/src/*.ts', '!../../../packages/contracts/src/*.test.ts'],
  { eager: true },
);
