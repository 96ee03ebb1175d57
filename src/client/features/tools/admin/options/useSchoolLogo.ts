import { useEffect, useState } from 'react';
import { downloadSchoolLogo } from '../../../../api/schoolLogoApi';
import { useAppDispatch } from '../../../../app/hooks';

export interface SchoolLogoView {
  /** `none`: the server answered that the school has no logo (or could not answer). */
  status: 'loading' | 'none' | 'present';
  /** The logo as an object URL, where the browser can make one. */
  url: string | null;
}

/**
 * The school's logo as an object URL: its address needs the bearer token, which an <img src>
 * cannot send. `version` changes after an upload or a removal so the logo is fetched again.
 */
export function useSchoolLogo(version: number): SchoolLogoView {
  const dispatch = useAppDispatch();
  const [view, setView] = useState<SchoolLogoView>({ status: 'loading', url: null });
  useEffect(() => {
    let objectUrl: string | null = null;
    let cancelled = false;
    void dispatch(downloadSchoolLogo()).then((result) => {
      if (cancelled) return;
      if ('error' in result) return setView({ status: 'none', url: null });
      if (typeof URL.createObjectURL === 'function') objectUrl = URL.createObjectURL(result.data.blob);
      setView({ status: 'present', url: objectUrl });
    });
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [version, dispatch]);
  return view;
}
