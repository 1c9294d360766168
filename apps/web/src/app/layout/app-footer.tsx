import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { id } from '../../i18n/id';

export function AppFooter() {
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
        {id.app.footer(new Date().getFullYear())}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {id.app.footerNote}
      </Typography>
    </Box>
  );
}
