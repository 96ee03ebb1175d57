import type { Page } from 'playwright-core';
import type { MessageList, Unread } from '../domain/contract/messages';
import { apiAs, message, saveScreenshot, serverAndBrowser, signIn } from './support';

/*
 * The messages journey of issue 17: the principal writes to a teacher from the compose dialog;
 * the teacher, signed in, sees the top bar's count include it, opens the inbox from the envelope,
 * reads the message (the count goes down) and replies; the reply reaches the principal's inbox in
 * the same thread.
 */
describe('messages in Chromium', () => {
  const e2e = serverAndBrowser();
  let page: Page;
  const en = (key: string) => message('en', key);
  const SUBJECT = 'Cahier de textes de 6e A';

  beforeEach(async () => {
    const context = await e2e.browser.newContext({ locale: 'en-GB', viewport: { width: 1366, height: 900 } });
    page = await context.newPage();
  });
  afterEach(async () => {
    await page.context().close();
  });

  /** Signs out whoever is in (their token and cookies gone) and signs in as `username`. */
  const signInAs = async (username: string) => {
    const url = e2e.server.url;
    await page.context().clearCookies();
    await page.goto(`${url}/#/login`);
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await signIn(page, username);
    await page.waitForURL(/#\/dashboard/);
  };

  /** The envelope's accessible name, as the English catalogue words it for `count`. */
  const envelope = (count: number) => (count === 0 ? 'Messages, none unread' : `Messages, ${count} unread`);

  it('sends a message, shows it unread to its receiver, who reads it and replies', async () => {
    const url = e2e.server.url;
    const teacherApi = await apiAs(url, 'teacher');
    const principalApi = await apiAs(url, 'principal');
    const unreadBefore = (await teacherApi.get<Unread>('/api/messages/unread')).unread;

    // 1. The principal writes to the teacher from the messages screen.
    await signInAs('principal');
    await page.goto(`${url}/#/user/messages`);
    await page.getByRole('heading', { level: 1, name: en('messages.title') }).waitFor();
    await page.getByRole('button', { name: en('messages.new') }).click();
    const dialog = page.getByRole('dialog', { name: en('messages.new') });
    const receivers = dialog.getByRole('combobox', { name: en('messages.compose.receivers') });
    await receivers.fill('Ndongo');
    await page.getByRole('option', { name: /^Paul Ndongo/ }).click();
    await dialog.getByRole('textbox', { name: en('messages.compose.subject') }).fill(SUBJECT);
    await dialog
      .getByRole('textbox', { name: en('messages.compose.body') })
      .fill('Bonjour,\n\nMerci de compléter le cahier de textes avant vendredi.');
    await dialog.getByRole('button', { name: en('messages.compose.send') }).click();
    await page.getByText(en('messages.compose.sent')).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: en('messages.tabs.sent') }).click();
    await page.getByRole('link', { name: SUBJECT }).waitFor();

    // 2. The teacher sees one more unread message in the top bar and opens the inbox from it.
    await signInAs('teacher');
    const badge = page.getByRole('link', { name: envelope(unreadBefore + 1) });
    await badge.waitFor();
    await badge.click();
    await page.waitForURL(/#\/user\/messages/);
    const link = page.getByRole('link', { name: `${en('messages.list.unread')} ${SUBJECT}` });
    await link.waitFor();
    await saveScreenshot(page, 'messages-inbox-teacher');

    // 3. Reading it marks it read: the count goes down without waiting for the next poll.
    await link.click();
    await page.getByRole('heading', { level: 2, name: SUBJECT }).waitFor();
    await page.getByText('Merci de compléter le cahier de textes avant vendredi.').waitFor();
    await page.getByRole('link', { name: envelope(unreadBefore) }).waitFor();

    // 4. The teacher replies; the reply goes to the principal, in the same thread.
    await page.getByRole('textbox', { name: en('messages.thread.replyLabel') }).fill('Bien noté, ce sera fait jeudi.');
    await page.getByRole('button', { name: en('messages.thread.reply') }).click();
    await page.getByText(en('messages.thread.replied')).waitFor();
    await page.getByRole('article').filter({ hasText: 'Bien noté, ce sera fait jeudi.' }).waitFor();
    await saveScreenshot(page, 'messages-thread-teacher');

    const inbox = await principalApi.get<MessageList>('/api/messages?limit=5');
    const reply = inbox.data.find((item) => item.excerpt === 'Bien noté, ce sera fait jeudi.');
    expect(reply).toMatchObject({ subject: SUBJECT, readAt: null, sender: { name: 'Paul Ndongo' } });
    const sent = await principalApi.get<MessageList>('/api/messages?box=sent&limit=5');
    expect(reply!.threadId).toBe(sent.data.find((item) => item.subject === SUBJECT)!.id);
  });
});
