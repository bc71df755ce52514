import { useEffect } from 'react';

export const PRODUCT_NAME = 'Ledgerscope';

/** Sets the browser tab title to "<page> · Ledgerscope" while the page is shown. */
export function useDocumentTitle(page: string): void {
  useEffect(() => {
    document.title = `${page} · ${PRODUCT_NAME}`;
  }, [page]);
}
