import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { id } from '../../i18n/id';
import { DashboardCard } from '../../components/dashboard-card';

const t = id.admin;

/** /admin (spec §2): user management, system statistics, system settings, and the quick 'add user'. */
export function Component() {
  const soon = <Chip size="small" label={t.comingSoon} variant="outlined" />;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 1, fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
        {t.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t.subtitle}
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        <DashboardCard
          icon={<GroupOutlined fontSize="large" />}
          title={t.usersCardTitle}
          text={t.usersCardText}
          action={
            <Button component={RouterLink} to="/admin/users" variant="contained">
              {t.usersCardButton}
            </Button>
          }
        />
        <DashboardCard
          icon={<BarChartOutlined fontSize="large" />}
          title={t.statsCardTitle}
          text={t.statsCardText}
          badge={soon}
          action={
            <Button component={RouterLink} to="/admin/stats" variant="outlined">
              {t.statsCardButton}
            </Button>
          }
        />
        <DashboardCard
          icon={<SettingsOutlined fontSize="large" />}
          title={t.settingsCardTitle}
          text={t.settingsCardText}
          badge={soon}
          action={
            <Button component={RouterLink} to="/admin/settings" variant="outlined">
              {t.settingsCardButton}
            </Button>
          }
        />
      </Box>
      <Card sx={{ mt: 3 }}>
        <CardContent
          sx={{
            p: 3,
            display: 'flex',
            flexWrap: 'wrap',
            gap: 2,
            alignItems: 'center',
            justifyContent: 'space-between',
          }}
        >
          <Typography variant="h6" component="h2">
            {t.quickActions}
          </Typography>
          <Button
            component={RouterLink}
            to="/admin/users?add=1"
            state={{ openAddDialog: true }}
            variant="contained"
            color="secondary"
            startIcon={<PersonAddAlt1Outlined />}
          >
            {t.addUser}
          </Button>
        </CardContent>
      </Card>
    </Container>
  );
}
