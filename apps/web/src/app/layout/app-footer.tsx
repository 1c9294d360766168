import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { id } from '../../i18n/id';
import { useOfficeName } from '../../lib/office-name';

export function AppFooter() {
  const officeName = useOfficeName();
  return (
    <Box
      component="footer"
      sx={{
        px: 3,
        py: 2,
        borderTop: '1px solid',
        borderColor: 'divider',
        bgcolor: 'background.paper',
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1,
        justifyContent: 'space-between',
      }}
    >
      <Typography variant="body2" color="text.secondary">
        {id.app.footer(new Date().getFullYear(), officeName)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {id.app.footerNote}
      </Typography>
    </Box>
  );
}
