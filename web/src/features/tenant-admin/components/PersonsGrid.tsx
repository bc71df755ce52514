import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';

import { DataGrid, type DataGridProps } from '../../../shared/grid/DataGrid';
import type { PersonRow } from '../stores/tenant-persons-store';
import { personCellsSx } from './person-cells';

/** The Handsontable grid of a tenant's persons, with the look of its status and action cells. */
export function PersonsGrid(props: DataGridProps<PersonRow>) {
  const theme = useTheme();
  return (
    // The grid takes its card's width and scrolls sideways inside it when its columns need more (a phone).
    <Box sx={{ minWidth: 0, ...personCellsSx(theme) }}>
      <DataGrid<PersonRow> {...props} />
    </Box>
  );
}
