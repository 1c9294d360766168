import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../../components/page-header';
import { id } from '../../i18n/id';
import { useProfile } from './api/get-profile';

const t = id.admin;

/** /admin/profile (spec §2): the name and the fixed role Admin. Editing the name lands with the users issue. */
export function Component() {
  const profile = useProfile();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeader title={t.profileTitle} />
      <Card>
        <CardContent sx={{ p: 4 }}>
          <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
            <Avatar sx={{ width: 72, height: 72, bgcolor: 'primary.main', fontSize: '2rem' }}>
              {profile.data?.username.charAt(0).toUpperCase()}
            </Avatar>
            <Stack spacing={1}>
              <Typography variant="body2" color="text.secondary">
                {t.profileName}
              </Typography>
              <Typography variant="h6" component="p">
                {profile.data ? profile.data.username : <Skeleton width={160} />}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t.profileRole}
              </Typography>
              <Typography>{t.profileRoleValue}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t.profileEmail}
              </Typography>
              <Typography>{profile.data ? profile.data.email : <Skeleton width={200} />}</Typography>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
    </Container>
  );
}
