export default async function globalTeardown() {
  await globalThis.__LEDGERSCOPE_EMBEDDED_DB__?.stop();
}
