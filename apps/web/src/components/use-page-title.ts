import { COMPANY } from '@ico/domain/company';
import { useEffect } from 'react';

/** Sets the browser tab title for the page being shown. */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} | ${COMPANY.brand}` : `${COMPANY.brand} | ICO Portal`;
  }, [title]);
}
