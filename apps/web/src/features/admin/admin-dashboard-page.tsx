import { useQuery } from '@tanstack/react-query';
import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import ManageSearchOutlined from '@mui/icons-material/ManageSearchOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
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
import { paths } from '@pidsus/shared/constants';
import { PageHeader } from '../../components/page-header';
import { idAdmin, idImportCard } from '../../i18n/id-admin';
import { idAudit } from '../../i18n/id-audit';
import { DashboardCard } from '../../components/dashboard-card';
import { adminOverviewQueryOptions } from './api/get-admin-overview';
import { EndingDetentions } from './components/ending-detentions';
import { OverviewFigures } from './components/overview-figures';

const t = idAdmin;

/** The four areas of the administrator (requirements §2; statistics and settings: decisions §7.4). */
const cards = [
  {
    to: paths.adminUsers(),
    icon: <GroupOutlined fontSize="large" />,
    title: t.usersCardTitle,
    text: t.usersCardText,
    button: t.usersCardButton,
    soon: false,
  },
  {
    to: paths.adminStats,
    icon: <BarChartOutlined fontSize="large" />,
    title: t.statsCardTitle,
    text: t.statsCardText,
    button: t.statsCardButton,
    soon: false,
  },
  {
    to: paths.adminSettings,
    icon: <SettingsOutlined fontSize="large" />,
    title: t.settingsCardTitle,
    text: t.settingsCardText,
    button: t.settingsCardButton,
    soon: false,
  },
  // Who logged in, changed, purged and opened what (decisions §9).
  {
    to: paths.adminAudit,
    icon: <ManageSearchOutlined fontSize="large" />,
    title: idAudit.title,
    text: idAudit.cardText,
    button: idAudit.cardButton,
    soon: false,
  },
  // Moving in: the register the office keeps today (decisions §8.7).
  {
    to: paths.adminImport,
    icon: <UploadFileOutlined fontSize="large" />,
    title: idImportCard.title,
    text: idImportCard.text,
    button: idImportCard.button,
    soon: false,
  },
];

/**
 * /admin (requirements §2): today's figures, each leading to its detail, and the detention periods ending (decisions
 * §10); user management, system statistics, system settings, the audit log, and the quick 'add user'.
 */
export function Component() {
  const overview = useQuery(adminOverviewQueryOptions());
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <OverviewFigures />
      <Box
        sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }}
      >
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
      <Box sx={{ mt: 3 }}>
        <EndingDetentions until={overview.data?.detentions_ending.until} />
      </Box>
      <Card>
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
            to={paths.adminUsers({ add: true })}
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
