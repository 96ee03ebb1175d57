import { configureStore } from '@reduxjs/toolkit';
import { mockFetch } from '../testing/fetchMock';
import { baseApi } from './baseApi';
import { downloadFile, printBlob } from './files';

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

  it('answers the blob, asked with the bearer token', async () => {
    localStorage.setItem('jwtToken', 'stored-token');
    const requests: Request[] = [];
    jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      requests.push(new Request(input instanceof Request ? input : String(input), init));
      return new Response('%PDF-1.7', {
        status: 200,
        headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment' },
      });
    });
    const result = await store().dispatch(downloadFile({ url: '/api/report-card-batches/abc/file' }));
    if (!('data' in result)) throw new Error('expected a file');
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
