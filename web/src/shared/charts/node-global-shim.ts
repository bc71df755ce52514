/**
 * plotly.js's browserify-era dependencies (has-hover, for one) read Node's `global`, which browsers do not
 * have. Imported first by the Plotly bundle, so it runs before them; nothing else needs it.
 */
const scope = globalThis as typeof globalThis & { global?: typeof globalThis };
scope.global ??= globalThis;

export {};
