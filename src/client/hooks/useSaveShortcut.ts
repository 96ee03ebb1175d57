import { useEffect, useRef } from 'react';

/**
 * Ctrl+S (Cmd+S on a Mac) calls `save` while `enabled`, in place of the browser's "save page",
 * which would be no use on a screen of entries. `save` may change on every render: the latest
 * one is called, without the listener being set again.
 */
export function useSaveShortcut(enabled: boolean, save: () => void): void {
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  });

  useEffect(() => {
    if (!enabled) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        saveRef.current();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
