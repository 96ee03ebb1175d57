import { renderHook } from '@testing-library/react';
import { pageQuery, useLastPageBound } from './Pager';

describe('paging', () => {
  it('asks for the rows of the page', () => {
    expect(pageQuery(0, 50)).toEqual({ limit: 50, skip: 0 });
    expect(pageQuery(3, 25)).toEqual({ limit: 25, skip: 75 });
  });

  it('goes back to the last page there is when the list shrank under the page', () => {
    const setPage = jest.fn();
    const { rerender } = renderHook(({ total, page }) => useLastPageBound(total, page, 50, setPage), {
      initialProps: { total: undefined as number | undefined, page: 3 },
    });
    // The list has not come yet: the page stays.
    expect(setPage).not.toHaveBeenCalled();
    rerender({ total: 200, page: 3 });
    expect(setPage).not.toHaveBeenCalled();
    rerender({ total: 120, page: 3 });
    expect(setPage).toHaveBeenLastCalledWith(2);
    rerender({ total: 0, page: 2 });
    expect(setPage).toHaveBeenLastCalledWith(0);
  });
});
