import { QueryClientContext } from '@tanstack/react-query';
import { useCallback, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigationPending } from '../lib/app-router';
import { unreadCountsQueryKey } from './layout/unread-counts';
import classes from './navigation-progress.module.css';

/** Loads shorter than this show no bar: a flash at every quick move would be noise, not news. */
const SHOW_AFTER_MS = 150;

const unsubscribed = () => () => undefined;

/** A query with no answer yet, other than the header's unread counts (the header, not the page, shows those). */
const isPageDataLoading = (query: { state: { status: string }; queryKey: readonly unknown[] }) =>
  query.state.status === 'pending' && query.queryKey[0] !== unreadCountsQueryKey[0];
const noneLoading = () => false;

/**
 * Whether a query is fetching its first answer (no data yet): a page waiting for what it shows. Refetches of data
 * already shown (a refresh in the background) and the header's unread counts do not count. Read from the query cache
 * without an observer, as the header's unread counts are; false while a page is shown without the cache.
 */
function useFirstDataLoading(): boolean {
  const queryClient = useContext(QueryClientContext);
  const subscribe = useCallback(
    (onChange: () => void) => (queryClient ? queryClient.getQueryCache().subscribe(onChange) : unsubscribed()),
    [queryClient],
  );
  const loading = useCallback(() => (queryClient ? queryClient.isFetching({ predicate: isPageDataLoading }) > 0 : false), [queryClient]);
  return useSyncExternalStore(subscribe, queryClient ? loading : noneLoading);
}

/**
 * A thin bar at the top of the window while the next page's code, texts or first data load (the previous page stays
 * on screen meanwhile, so without it a press seems to do nothing on a slow phone). An indeterminate progress bar for
 * assistive technology; without motion for those who ask for less (the stylesheet).
 */
export function NavigationProgress() {
  const { t, ready } = useTranslation('common', { useSuspense: false });
  const navigating = useNavigationPending();
  const fetchingFirstData = useFirstDataLoading();
  const loading = navigating || fetchingFirstData;
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!loading) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [loading]);
  if (!loading || !shown) return null;
  return (
    <div className={classes.track} role="progressbar" aria-label={ready ? t('nav.pageLoading') : 'Loading page'}>
      <div className={classes.bar} />
    </div>
  );
}
