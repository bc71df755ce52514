import { useEffect, useState } from 'react';

import type { Region, TenantsApi } from '../../../api/tenants-api';

/** The regions of the tenant forms, loaded the first time `enabled` is true; sorted by name. */
export function useRegions(api: TenantsApi, enabled: boolean): { regions: Region[]; loading: boolean } {
  const [regions, setRegions] = useState<Region[] | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const wanted = enabled && regions === undefined && !failed;

  useEffect(() => {
    if (!wanted) return undefined;
    let active = true;
    api
      .allRegions()
      .then((found) => {
        if (active)
          setRegions([...found].sort((a, b) => a.exchange_country.localeCompare(b.exchange_country)));
      })
      .catch(() => {
        // The API client has shown the error; the select stays empty.
        if (active) setFailed(true);
      });
    return () => {
      active = false;
    };
  }, [api, wanted]);

  return { regions: regions ?? [], loading: wanted };
}
