/**
 * A module loaded the first time it is used rather than when the server starts. sharp, nodemailer
 * and the spreadsheet writer hold about 50 MB between them, which a server that has not taken a
 * photo, sent a mail or exported a sheet since it started would carry for nothing (the 150 MB bound
 * of docs/decisions.md, "Memory"). `load` is the require() of the module.
 */
export function lazyModule<T>(load: () => T): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= load());
}
