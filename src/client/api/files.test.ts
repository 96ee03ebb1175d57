import { configureStore } from '@reduxjs/toolkit';
import { mockFetch } from '../testing/fetchMock';
import { baseApi } from './baseApi';
import { downloadFile, fileNameFromDisposition, printBlob } from './files';

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

describe('downloadFile', () => {
  const store = () =>
    configureStore({
      reducer: { [baseApi.reducerPath]: baseApi.reducer },
      middleware: (getDefault) => getDefault().concat(baseApi.middleware),
    });

  it('answers the blob and the name the server gives it, asked with the bearer token', async () => {
    localStorage.setItem('jwtToken', 'stored-token');
    const requests: Request[] = [];
    jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      requests.push(new Request(input instanceof Request ? input : String(input), init));
      return new Response('%PDF-1.7', {
        status: 200,
        headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="cards.pdf"' },
      });
    });
    const result = await store().dispatch(downloadFile({ url: '/api/report-card-batches/abc/file' }));
    if (!('data' in result)) throw new Error('expected a file');
    expect(result.data.fileName).toBe('cards.pdf');
    expect(await result.data.blob.text()).toBe('%PDF-1.7');
    expect(requests[0].headers.get('Authorization')).toBe('Bearer stored-token');
    expect(requests[0].headers.get('Accept')).toBe('*/*');
  });

  it("passes a refusal's JSON body on, as every other call does, and a 401 ends the session", async () => {
    localStorage.setItem('jwtToken', 'stored-token');
    mockFetch([{ path: '/api/students/1/photo', status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'expired' } }]);
    const result = await store().dispatch(downloadFile({ url: '/api/students/1/photo' }));
    expect(result).toEqual({ error: { status: 401, data: { statusCode: 401, error: 'Unauthorized', message: 'expired' } } });
    expect(localStorage.getItem('jwtToken')).toBeNull();
  });
});
