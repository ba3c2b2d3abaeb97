import { useSearchParams } from 'react-router';

/** The list page in the address (`?page=n`, 1-based), so a page can be linked, reloaded and reached with Back. */
export function usePageParam(): [number, (page: number, options?: { replace?: boolean }) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('page'));
  const page = Number.isInteger(raw) && raw >= 1 ? raw : 1;
  const setPage = (next: number, options?: { replace?: boolean }) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next <= 1) updated.delete('page');
        else updated.set('page', String(next));
        return updated;
      },
      { replace: options?.replace },
    );
  return [page, setPage];
}
