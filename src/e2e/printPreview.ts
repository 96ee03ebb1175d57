/**
 * A print button pressed in the printing Chromium (support.ts, launchPrintingBrowser), and what
 * shows it printed in one step: the hidden frame printBlob makes (client/api/files.ts) holds the
 * PDF from a blob: URL, the browser's print preview opens on it and draws it, and nothing was said
 * on the way: no console message, no page error, no Content-Security-Policy violation.
 */
import type { Browser, CDPSession, Page } from 'playwright-core';

/** The print preview's dialog, a page of the browser's own rather than of the test's context. */
const DIALOG = 'chrome://print/';
/** The frame in which the preview shows the document as it will print. */
const DRAWN = /^chrome-untrusted:\/\/print\/.+\/print\.pdf$/;
/** The frame printBlob adds, once it has been given the blob. */
const PRINT_FRAME = 'body > iframe[aria-hidden="true"][src^="blob:"]';
// Chromium draws the preview from the PDF in two to five seconds on the machine's two cores.
const WAIT = 30_000;

/** Polls `check` until it holds; else fails saying what did not happen. */
async function until(check: () => Promise<boolean>, failure: string | (() => string | Promise<string>), timeout = WAIT): Promise<void> {
  for (const deadline = Date.now() + timeout; !(await check());) {
    if (Date.now() > deadline) throw new Error(typeof failure === 'string' ? failure : await failure());
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Records what a page says: console messages of any level, uncaught errors, and the CSP violations
 * of each of its frames (the print frame's own included). Call it before the page's first navigation.
 */
export async function listenTo(page: Page): Promise<string[]> {
  const said: string[] = [];
  page.on('console', (message) => said.push(`console ${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => said.push(`page error: ${error.message}`));
  await page.exposeBinding('reportCspViolation', (_source, text: string) => said.push(`CSP violation: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation(text: string): Promise<void> }).reportCspViolation;
      void report(`${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });
  return said;
}

/** The print preview's targets, as the browser lists them. */
async function previewTargets(cdp: CDPSession): Promise<{ dialog?: string; drawn: boolean }> {
  const { targetInfos } = await cdp.send('Target.getTargets');
  return {
    dialog: targetInfos.find((target) => target.url === DIALOG)?.targetId,
    drawn: targetInfos.some((target) => DRAWN.test(target.url)),
  };
}

// In the preview's page: its Cancel button, found through the shadow roots of its components.
const CLICK_CANCEL = `(function find(root) {
  for (const element of root.querySelectorAll('*')) {
    if (element.matches('cr-button.cancel-button')) { element.click(); return 'cancelled'; }
    const inner = element.shadowRoot && find(element.shadowRoot);
    if (inner) return inner;
  }
  return null;
})(document)`;

/**
 * Cancels the print preview with its own Cancel button, as the user would, and waits until it is
 * gone. The dialog often closes before it answers the click, so its going is what is waited for;
 * the button is looked for again while the preview is still laying itself out.
 */
async function cancelPreview(cdp: CDPSession, dialog: string): Promise<void> {
  const { sessionId } = await cdp.send('Target.attachToTarget', { targetId: dialog, flatten: false });
  const answers = new Map<number, unknown>();
  const listener = (event: { sessionId: string; message: string }) => {
    const message = JSON.parse(event.message) as { id?: number; result?: { result?: { value?: unknown } } };
    if (event.sessionId === sessionId && message.id !== undefined) answers.set(message.id, message.result?.result?.value);
  };
  cdp.on('Target.receivedMessageFromTarget', listener);
  let asked = 0;
  let lastAnswer: unknown;
  try {
    await until(
      async () => {
        if ((await previewTargets(cdp)).dialog === undefined) return true;
        if (asked === 0 || answers.has(asked)) {
          lastAnswer = answers.get(asked);
          const evaluate = { id: ++asked, method: 'Runtime.evaluate', params: { expression: CLICK_CANCEL, returnByValue: true } };
          await cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify(evaluate) }).catch(() => undefined);
        }
        return false;
      },
      () => `The print preview stayed open: its Cancel button answered ${String(lastAnswer)} after ${asked} tries`,
    );
  } finally {
    cdp.off('Target.receivedMessageFromTarget', listener);
    // Gone with the dialog, most often.
    await cdp.send('Target.detachFromTarget', { sessionId }).catch(() => undefined);
  }
}

/**
 * Does `press` (the click on a print button, with whatever the test waits for alongside it) and
 * waits until that print has opened the print preview: a new hidden frame with a blob: URL, whose
 * document is the PDF (not the error page a refused frame shows), then the preview's dialog with
 * the document drawn in it. Cancels the preview afterwards, so the next print opens its own.
 * Answers what `press` answered and what the page said meanwhile (`said` from listenTo).
 */
export async function printInOneStep<T>(
  page: Page,
  said: readonly string[],
  press: () => Promise<T>,
): Promise<{ pressed: T; said: string[] }> {
  const browser: Browser | null = page.context().browser();
  if (!browser) throw new Error('printInOneStep needs a browser it launched');
  const cdp = await browser.newBrowserCDPSession();
  try {
    if ((await previewTargets(cdp)).dialog) throw new Error('A print preview is already open');
    const from = said.length;
    const before = await page.evaluate((selector) => document.querySelector(selector)?.getAttribute('src') ?? null, PRINT_FRAME);
    const pressed = await press();

    await page.waitForFunction(
      ({ selector, previous }) => {
        const src = document.querySelector(selector)?.getAttribute('src');
        return Boolean(src) && src !== previous;
      },
      { selector: PRINT_FRAME, previous: before },
      { timeout: WAIT },
    );
    const frame = await (await page.$(PRINT_FRAME))!.contentFrame();
    if (!frame) throw new Error('The print frame has no document');
    const contentType = () => frame.evaluate(() => document.contentType).catch(() => 'unreadable');
    await until(
      async () => frame.url().startsWith('blob:') && (await contentType()) === 'application/pdf',
      async () =>
        `The print frame shows ${frame.url()} (${await contentType()}), not the PDF; the page said ${JSON.stringify(said.slice(from))}`,
    );

    await until(
      async () => {
        const preview = await previewTargets(cdp);
        return preview.dialog !== undefined && preview.drawn;
      },
      async () =>
        `No print preview of the PDF opened: ${JSON.stringify(await previewTargets(cdp))}; the page said ${JSON.stringify(said.slice(from))}`,
    );
    const saidMeanwhile = said.slice(from);
    await cancelPreview(cdp, (await previewTargets(cdp)).dialog!);
    return { pressed, said: saidMeanwhile };
  } finally {
    await cdp.detach();
  }
}
