import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { idParam, useUrlSelection, type ParamReaders } from './useUrlSelection';

interface Selection {
  classroomId?: number;
  kind?: string;
  range?: { from: number; to: number };
}
const PARAMS: ParamReaders<Selection> = {
  classroomId: ['classroom', idParam],
  kind: ['kind', (value) => (value === 'a' || value === 'b' ? value : undefined)],
  range: [
    'range',
    (value) => {
      const match = /^(\d+)-(\d+)$/.exec(value ?? '');
      return match ? { from: Number(match[1]), to: Number(match[2]) } : undefined;
    },
    (range) => `${range.from}-${range.to}`,
  ],
};

function render(address: string, keepOthers: boolean) {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[address]}>{children}</MemoryRouter>;
  return renderHook(
    () => {
      const [selection, update] = useUrlSelection(PARAMS, keepOthers);
      return { selection, update, search: useLocation().search };
    },
    { wrapper },
  );
}

describe('useUrlSelection', () => {
  it('reads each field from its parameter, and a mistyped one as unset', () => {
    expect(render('/?classroom=11&kind=a', true).result.current.selection).toEqual({ classroomId: 11, kind: 'a' });
    expect(render('/?classroom=1x&kind=z', true).result.current.selection).toEqual({ classroomId: undefined, kind: undefined });
  });

  it('writes the selection beside the other parameters, removing the unset ones', () => {
    const { result } = render('/?tab=rollCall&classroom=11&kind=a', true);
    act(() => result.current.update({ classroomId: 12 }));
    expect(result.current.search).toBe('?tab=rollCall&classroom=12');
    expect(result.current.selection).toEqual({ classroomId: 12, kind: undefined });
  });

  it('writes a value that is no plain text as its field says, and reads it back', () => {
    const { result } = render('/', false);
    act(() => result.current.update({ range: { from: 2, to: 5 } }));
    expect(result.current.search).toBe('?range=2-5');
    expect(result.current.selection.range).toEqual({ from: 2, to: 5 });
    // Unset, it leaves the address.
    act(() => result.current.update({}));
    expect(result.current.search).toBe('');
  });

  it('writes only the selection when the address is its alone', () => {
    const { result } = render('/?tab=x&classroom=11', false);
    act(() => result.current.update({ classroomId: 3, kind: 'b' }));
    expect(result.current.search).toBe('?classroom=3&kind=b');
  });
});
