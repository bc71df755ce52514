import { useState } from 'react';

import { CompanyApi } from '../../../api/company-api';
import { useStores } from '../../../stores/store-context';
import { CompanyStore } from '../company/company-store';
import { ReportPage } from '../company/ReportPage';

/** `/report?reportValue=`: the factor report, with a company store of its own. */
export function ReportRoute() {
  const { api } = useStores();
  const [store] = useState(() => new CompanyStore(new CompanyApi(api)));
  return <ReportPage store={store} />;
}
