import { createContext, type ReactNode, useContext, useLayoutEffect, useRef, useState, useTransition } from 'react';
import { UNSAFE_createBrowserHistory as createBrowserHistory, Router } from 'react-router';

const NavigationPending = createContext(false);

/**
 * react-router's `BrowserRouter`, with its pending state kept: like it, each move of the address renders in a
 * transition (the page on screen stays until the next page's code, texts and query cache are there); unlike it, the
 * transition is ours (`useTransition`), so `useNavigationPending` can tell the progress bar that a move is under way.
 */
export function AppRouter({ children }: { children: ReactNode }) {
  const historyRef = useRef<ReturnType<typeof createBrowserHistory>>(null);
  historyRef.current ??= createBrowserHistory({ v5Compat: true });
  const history = historyRef.current;
  const [state, setState] = useState({ action: history.action, location: history.location });
  const [pending, startTransition] = useTransition();
  useLayoutEffect(() => history.listen((update) => startTransition(() => setState(update))), [history]);
  return (
    <NavigationPending.Provider value={pending}>
      <Router location={state.location} navigationType={state.action} navigator={history}>
        {children}
      </Router>
    </NavigationPending.Provider>
  );
}

/** Whether a navigation is waiting for its page (code, texts, the query cache) while the previous page stays. */
export function useNavigationPending(): boolean {
  return useContext(NavigationPending);
}
