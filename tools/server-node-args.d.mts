// Types of server-node-args.mjs, for the TypeScript files that import it (the benches).
export declare function serverNodeArgs(env?: Record<string, string | undefined>): string[];
