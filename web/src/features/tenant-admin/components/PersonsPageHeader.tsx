import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface PersonsPageHeaderProps {
  /** The id of the title, which names the page's section. */
  titleId: string;
  title: string;
  organizationName: string;
  /** Add User waits for the users to load. */
  loaded: boolean;
  onAddUser: () => void;
  /** Shown between the title and Add User (e.g. the remaining seats). */
  children?: ReactNode;
}

/** The top of a tenant's users page: the title over the organisation's name, and Add User. */
export function PersonsPageHeader({
  titleId,
  title,
  organizationName,
  loaded,
  onAddUser,
  children,
}: PersonsPageHeaderProps) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 4 }}>
      <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
        <Typography id={titleId} variant="h1">
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {organizationName}
        </Typography>
      </Box>
      {children}
      <Button
        variant="contained"
        startIcon={<PersonAddAlt1Outlined fontSize="small" />}
        onClick={onAddUser}
        disabled={!loaded}
      >
        Add User
      </Button>
    </Box>
  );
}
