/** Types of find-chromium.mjs (a plain ES module, run by node before the browser tests). */
export declare const CHROMIUM_ARGS: string[];
export declare function findChromium(): string;
