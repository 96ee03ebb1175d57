import { SpreadsheetWorkers, WORKER_LIMITS, type ParseJob } from './spreadsheetWorkers';

const csv = (text: string, change: Partial<ParseJob> = {}): ParseJob => ({
  kind: 'csv',
  bytes: new Uint8Array(Buffer.from(text, 'utf8')),
  maxRows: 100,
  maxCells: 1000,
  ...change,
});

/** Many short rows: quick to send, some work to parse. */
const longCsv = (rows: number) => 'a,b,c\n'.repeat(rows);

describe('spreadsheet workers', () => {
  it('parses on a thread of its own and answers the rows', async () => {
    const workers = new SpreadsheetWorkers();
    expect(await workers.run(async () => csv('Nom;Prénom\nMBARGA;Aïcha\n\n'))).toEqual({
      ok: true,
      rows: [
        ['Nom', 'Prénom'],
        ['MBARGA', 'Aïcha'],
      ],
    });
    // Windows-1252, as older Excel versions save a CSV.
    expect(
      await workers.run(async () => ({ ...csv(''), bytes: new Uint8Array(Buffer.from([0x4e, 0x67, 0x6f, 0x6e, 0x6f, 0x3b, 0xef])) })),
    ).toEqual({ ok: true, rows: [['Ngono', 'ï']] });
  });

  it('keeps a table too large to use in the thread', async () => {
    const workers = new SpreadsheetWorkers();
    expect(await workers.run(async () => csv(longCsv(101)))).toEqual({ ok: false, problem: 'tooManyRows' });
    expect(await workers.run(async () => csv(longCsv(100)))).toEqual(expect.objectContaining({ ok: true }));
    expect(await workers.run(async () => csv(`${'x,'.repeat(1000)}x\n`))).toEqual({ ok: false, problem: 'tooManyCells' });
  });

  it('refuses what is not a workbook', async () => {
    const workers = new SpreadsheetWorkers();
    expect(
      await workers.run(async () => ({ ...csv(''), kind: 'xlsx', bytes: new Uint8Array(Buffer.from('PK\u0003\u0004 not really')) })),
    ).toEqual({ ok: false, problem: 'unreadable' });
  });

  it('stops a parse past its time or its memory', async () => {
    // No thread can even start in a millisecond.
    expect(await new SpreadsheetWorkers({ ...WORKER_LIMITS, timeLimitMs: 1 }).run(async () => csv('a\n'))).toEqual({
      ok: false,
      problem: 'tooSlow',
    });
    const tight = new SpreadsheetWorkers({ ...WORKER_LIMITS, heapMb: 32 });
    expect(await tight.run(async () => csv(longCsv(1_000_000), { maxRows: 2_000_000, maxCells: 10_000_000 }))).toEqual({
      ok: false,
      problem: 'tooComplex',
    });
    // The next file gets a fresh thread.
    expect(await tight.run(async () => csv('a\n'))).toEqual({ ok: true, rows: [['a']] });
  });

  it('runs a few at once, the others in turn, and turns away more than may wait', async () => {
    const workers = new SpreadsheetWorkers({ ...WORKER_LIMITS, concurrency: 1, maxWaiting: 2 });
    const started: number[] = [];
    const job = (index: number) =>
      workers.run(async () => {
        started.push(index);
        return csv(`row ${index}\n`);
      });
    const runs = [job(1), job(2), job(3), job(4)];
    const outcomes = await Promise.all(runs);
    expect(outcomes.slice(0, 3)).toEqual([1, 2, 3].map((index) => ({ ok: true, rows: [[`row ${index}`]] })));
    expect(outcomes[3]).toEqual({ ok: false, problem: 'busy' });
    expect(started).toEqual([1, 2, 3]);
    // A preparation that fails hands its turn on.
    const failing = workers.run(async () => {
      throw new Error('unpacking failed');
    });
    const after = job(5);
    await expect(failing).rejects.toThrow('unpacking failed');
    expect(await after).toEqual({ ok: true, rows: [['row 5']] });
  });
});
