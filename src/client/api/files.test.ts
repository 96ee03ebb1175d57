import { fileNameFromDisposition, printBlob } from './files';

describe('fileNameFromDisposition', () => {
  it('reads the plain, quoted and encoded forms', () => {
    expect(fileNameFromDisposition('attachment; filename="students-2026-09-01.csv"')).toBe('students-2026-09-01.csv');
    expect(fileNameFromDisposition('attachment; filename=students.xlsx')).toBe('students.xlsx');
    expect(fileNameFromDisposition('attachment; filename="eleves.csv"; filename*=UTF-8\'\'%C3%A9l%C3%A8ves.csv')).toBe('élèves.csv');
  });

  it('answers undefined without a name', () => {
    expect(fileNameFromDisposition(null)).toBeUndefined();
    expect(fileNameFromDisposition('attachment')).toBeUndefined();
  });
});

describe('printBlob', () => {
  it('loads the blob in one hidden frame and prints it, replacing the previous frame', () => {
    const createObjectURL = jest.fn().mockReturnValueOnce('blob:first').mockReturnValueOnce('blob:second');
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });

    printBlob(new Blob(['%PDF-1.7'], { type: 'application/pdf' }));
    const first = document.querySelector('iframe')!;
    expect(first.getAttribute('src')).toBe('blob:first');
    jest.spyOn(first.contentWindow!, 'focus').mockImplementation(() => undefined);
    const print = jest.spyOn(first.contentWindow!, 'print').mockImplementation(() => undefined);
    first.dispatchEvent(new Event('load'));
    expect(print).toHaveBeenCalledTimes(1);

    printBlob(new Blob(['%PDF-1.7'], { type: 'application/pdf' }));
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:first');
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
    expect(document.querySelector('iframe')!.getAttribute('src')).toBe('blob:second');
  });
});
