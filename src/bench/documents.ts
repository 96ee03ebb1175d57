/**
 * `npm run bench`, documents (issue 28): a receipt in each of the eight languages, A5 and ticket,
 * as the counter prints it, and with names in Latin, Arabic and Chinese script. Its first run in a
 * language loads that script's fonts (printed apart); the figure is the mean of the runs after.
 * Prints figures, never fails on time. A classroom's report cards per language are in sheets.ts.
 */
import { LANGUAGES } from '../domain/enums';
import { financeWords } from '../server/services/finance/financeWords';
import { receiptPdf } from '../server/services/finance/receiptPdf';
import { receiptPayment, receiptStanding as standing } from '../server/testing/paymentFixture';

const RUNS = 30;
const school = { name: 'Lycée Bilingue de Yaoundé', address: 'BP 185 Yaoundé', phone: '+237 6 99 00 11 22', email: 'contact@lycee.cm' };
const NAMES = ['NGONO Marie', 'احمدی رضا', '王小明'];

const payment = (index: number) =>
  receiptPayment({
    id: 41 + index,
    receiptNumber: 128 + index,
    receiptLabel: `2026-2027-${String(128 + index).padStart(6, '0')}`,
    studentName: NAMES[index % NAMES.length],
  });

async function main(): Promise<void> {
  console.log('\nDocuments: a receipt in each language, names in three scripts');
  for (const language of LANGUAGES) {
    const words = financeWords(language, 'XAF');
    for (const layout of ['a5', 'ticket'] as const) {
      let started = performance.now();
      await receiptPdf(payment(0), school, words, layout, standing);
      const first = performance.now() - started;
      const times: number[] = [];
      let bytes = 0;
      for (let run = 0; run < RUNS; run++) {
        started = performance.now();
        bytes = (await receiptPdf(payment(run), school, words, layout, standing)).length;
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const mean = times.reduce((sum, time) => sum + time, 0) / RUNS;
      console.log(
        `  a receipt in ${language.padEnd(6)} (${layout.padEnd(6)}) ${mean.toFixed(1).padStart(5)} ms (p95 ${times[Math.floor(RUNS * 0.95) - 1].toFixed(1)} ms, first ${first.toFixed(0)} ms), ${(bytes / 1024).toFixed(0)} KB   (target ≤ 50 ms)`,
      );
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
