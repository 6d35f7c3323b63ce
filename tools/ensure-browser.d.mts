// Types of ensure-browser.mjs, for the TypeScript files that import it (the Playwright config, the benches).
export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_FLAGS: readonly string[];
export declare function ensureBrowser(): void;
