import { createContext, useContext } from 'react';

import type { RootStore } from './root-store';

export const StoreContext = createContext<RootStore | undefined>(undefined);

export function useStores(): RootStore {
  const stores = useContext(StoreContext);
  if (stores === undefined) throw new Error('useStores must be used inside <StoreContext value={rootStore}>');
  return stores;
}
