import { useContext, useEffect, useState } from 'react';
import { UNSAFE_NavigationContext, type Navigator } from 'react-router-dom';

export interface LeaveGuard {
  /** A navigation waits for the user's answer. */
  asking: boolean;
  /** Goes where the held navigation was going. */
  leave: () => void;
  /** Drops the held navigation. */
  stay: () => void;
}

/**
 * While `active` (unsaved work on screen), holds every in-app navigation until the user answers,
 * and has the browser ask before the tab is closed or reloaded.
 *
 * React Router's useBlocker would hold the navigations, but it works only under a data router and
 * the app mounts declarative routes in a HashRouter (app/router.tsx says why). So this wraps the
 * router's navigator, the history that every <Link>, navigate() and setSearchParams go through:
 * a push or replace is kept until `leave`, dropped on `stay`. The browser's Back and Forward are
 * not held: the address has already changed when the router hears of them, and undoing that would
 * fight the router. What they lose is only what the caller keeps elsewhere (the mark draft).
 */
export function useLeaveGuard(active: boolean): LeaveGuard {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const [held, setHeld] = useState<(() => void) | null>(null);

  useEffect(() => {
    if (!active) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Browsers before 2023 ask only when returnValue is set (the text itself is never shown).
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);

    const { push, replace } = navigator;
    const hold =
      (go: Navigator['push']): Navigator['push'] =>
      (...args) =>
        setHeld(() => () => go.apply(navigator, args));
    navigator.push = hold(push);
    navigator.replace = hold(replace);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      navigator.push = push;
      navigator.replace = replace;
    };
  }, [active, navigator]);

  return {
    asking: held !== null,
    leave: () => {
      setHeld(null);
      held?.();
    },
    stay: () => setHeld(null),
  };
}
