import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { apiAs, outputDir, startServer, type E2eServer } from './support';

/*
 * The documents a person checks by eye (issue 28): the first page of a report card, a receipt and a
 * student card in Persian and in Chinese, drawn by the compiled server, saved as PNG files in
 * e2e-output/ (pdf.js draws them, testing/pdfPng.mjs). documentText.test.ts checks their text.
 */
describe('documents in Persian and Chinese, as pictures for a person to look at', () => {
  let server: E2eServer;
  beforeAll(async () => {
    server = await startServer({ marks: true, payments: true });
    // Cards carry a QR code of the school's public address: the school gives it in Tools.
    await (await apiAs(server.url, 'admin')).put('/api/options', { options: [{ name: 'public_url', value: server.url }] });
  });
  afterAll(async () => {
    await server?.close();
  });

  /** Saves the first page as <name>.png in e2e-output/ and answers its path. */
  function firstPageAsPng(pdf: Buffer, name: string): string {
    fs.mkdirSync(outputDir, { recursive: true });
    const pdfFile = path.join(outputDir, `${name}.pdf`);
    const pngFile = path.join(outputDir, `${name}.png`);
    fs.writeFileSync(pdfFile, pdf);
    execFileSync(process.execPath, [path.resolve(__dirname, '../server/testing/pdfPng.mjs'), pdfFile, pngFile]);
    return pngFile;
  }

  it.each(['fa', 'zh-CHS'])('draws a report card, a receipt and a student card in %s', async (language) => {
    const principal = await apiAs(server.url, 'principal');
    const bursar = await apiAs(server.url, 'bursar');
    const secretary = await apiAs(server.url, 'secretary');
    const { data: classrooms } = await principal.get<{ data: { id: number }[] }>('/api/classrooms');
    const { data: payments } = await bursar.get<{ data: { id: number }[] }>('/api/payments?limit=1');
    const files = {
      'report-card': await principal.bytes(`/api/report-cards/${classrooms[0].id}/sequence/1?lang=${language}`),
      receipt: await bursar.bytes(`/api/payments/${payments[0].id}/receipt`, { language }),
      'student-card': await secretary.bytes('/api/student-cards', { language, body: { classroomId: classrooms[0].id, layout: 'card' } }),
    };
    for (const [kind, pdf] of Object.entries(files)) {
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const png = firstPageAsPng(pdf, `${kind}-${language}`);
      // A drawn A5/A4 page or card at 1.5×: tens of kilobytes of picture at least, not an empty page.
      expect(fs.statSync(png).size).toBeGreaterThan(10_000);
    }
  });
});
