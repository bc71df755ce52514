import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';

import { displayNameOf, ROLE_LABELS } from '../../../shared/principal-display';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { useStores } from '../../../stores/store-context';

interface Detail {
  label: string;
  value: string;
  icon: ReactNode;
}

/** `/dashboard`: for now, who is signed in and for which organisation. */
export const DashboardPage = observer(function DashboardPage() {
  const { session } = useStores();
  useDocumentTitle('Dashboard');
  const principal = session.principal;
  if (principal === undefined) return null;
  const name = displayNameOf(principal);
  const details: Detail[] = [
    { label: 'Display name', value: name, icon: <BadgeOutlined fontSize="small" /> },
    { label: 'Email', value: principal.email, icon: <MailOutlined fontSize="small" /> },
    {
      label: 'Role',
      value: ROLE_LABELS[principal.role],
      icon: <AdminPanelSettingsOutlined fontSize="small" />,
    },
    { label: 'Organisation', value: principal.tenantName, icon: <ApartmentOutlined fontSize="small" /> },
  ];

  return (
    <Box sx={{ display: 'grid', gap: 6 }}>
      <Box component="header">
        <Typography variant="overline" color="text.secondary" component="p">
          Dashboard
        </Typography>
        <Typography variant="h1" sx={{ mt: 1 }}>
          Welcome back, {name}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          You are signed in to Ledgerscope for{' '}
          {principal.tenantName === '' ? 'your organisation' : principal.tenantName}.
        </Typography>
      </Box>
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="signed-in-title"
        sx={{ p: { xs: 5, md: 6 } }}
      >
        <Typography id="signed-in-title" variant="h6" component="h2">
          Signed in as
        </Typography>
        <Box
          component="dl"
          sx={{
            m: 0,
            mt: 5,
            display: 'grid',
            gap: 4,
            gridTemplateColumns: {
              xs: '1fr',
              sm: 'repeat(2, minmax(0, 1fr))',
              lg: 'repeat(4, minmax(0, 1fr))',
            },
          }}
        >
          {details.map((detail) => (
            <Box
              key={detail.label}
              sx={{
                display: 'flex',
                gap: 3,
                alignItems: 'flex-start',
                p: 4,
                borderRadius: 2,
                bgcolor: 'action.hover',
                minWidth: 0,
              }}
            >
              <Box
                aria-hidden="true"
                sx={{
                  display: 'grid',
                  placeItems: 'center',
                  width: 32,
                  height: 32,
                  flexShrink: 0,
                  borderRadius: 2,
                  color: 'primary.main',
                  bgcolor: 'action.selected',
                }}
              >
                {detail.icon}
              </Box>
              <Box sx={{ minWidth: 0 }}>
                <Typography component="dt" variant="caption" color="text.secondary">
                  {detail.label}
                </Typography>
                <Typography
                  component="dd"
                  variant="body1"
                  sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}
                >
                  {detail.value === '' ? 'N/A' : detail.value}
                </Typography>
              </Box>
            </Box>
          ))}
        </Box>
      </Paper>
    </Box>
  );
});
