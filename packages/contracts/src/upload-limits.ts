/**
 * The image upload's limits, apart from its zod schemas (uploads.ts): a web component that only needs a number
 * must not pull zod into a shared chunk every lazy screen downloads.
 */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MAX_PIXELS = 40_000_000;
