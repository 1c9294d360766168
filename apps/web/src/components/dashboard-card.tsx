import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A dashboard tile: icon, title, one line of text, and its action. Shared by both dashboards. */
export function DashboardCard(props: {
  icon: ReactNode;
  title: string;
  text: string;
  action: ReactNode;
  badge?: ReactNode;
}) {
  return (
    <Card sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <CardContent sx={{ flex: 1, p: 3 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
          <Box
            sx={{
              width: 56,
              height: 56,
              borderRadius: 2,
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'rgba(31, 77, 58, 0.08)',
              color: 'primary.main',
            }}
          >
            {props.icon}
          </Box>
          {props.badge}
        </Box>
        <Typography variant="h6" component="h2" gutterBottom>
          {props.title}
        </Typography>
        <Typography color="text.secondary">{props.text}</Typography>
      </CardContent>
      <CardActions sx={{ px: 3, pb: 3, pt: 0 }}>{props.action}</CardActions>
    </Card>
  );
}
