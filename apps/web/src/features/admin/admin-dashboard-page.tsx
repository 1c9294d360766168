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
import { PageHeader } from '../../components/page-header';
import { idAdmin } from '../../i18n/id-admin';
import { DashboardCard } from '../../components/dashboard-card';

const t = idAdmin;

/** The three areas of the administrator (requirements §2; statistics and settings: contract §7.4). */
const cards = [
  {
    to: '/admin/users',
    icon: <GroupOutlined fontSize="large" />,
    title: t.usersCardTitle,
    text: t.usersCardText,
    button: t.usersCardButton,
    soon: false,
  },
  {
    to: '/admin/stats',
    icon: <BarChartOutlined fontSize="large" />,
    title: t.statsCardTitle,
    text: t.statsCardText,
    button: t.statsCardButton,
    soon: false,
  },
  {
    to: '/admin/settings',
    icon: <SettingsOutlined fontSize="large" />,
    title: t.settingsCardTitle,
    text: t.settingsCardText,
    button: t.settingsCardButton,
    soon: false,
  },
];

/** /admin (requirements §2): user management, system statistics, system settings, and the quick 'add user'. */
export function Component() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        {cards.map((card) => (
          <DashboardCard
            key={card.to}
            icon={card.icon}
            title={card.title}
            text={card.text}
            badge={card.soon ? <Chip size="small" label={t.comingSoon} variant="outlined" /> : undefined}
            action={
              <Button component={RouterLink} to={card.to} variant={card.soon ? 'outlined' : 'contained'}>
                {card.button}
              </Button>
            }
          />
        ))}
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
