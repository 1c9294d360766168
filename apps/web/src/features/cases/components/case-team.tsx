import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { Case } from '@pidsus/shared';
import { idCaseDetail } from '../../../i18n/id-case-detail';
import { errorMessage } from '../../../lib/api-client';
import { useProfile } from '../../../lib/session/profile';
import { readSession } from '../../../lib/session/session';
import { useFollowCase } from '../api/follow-case';

const t = idCaseDetail;

/**
 * "Tim Jaksa" on the detail (decisions §7.1): the team by name, and for staff the "Ikuti" / "Berhenti Mengikuti"
 * toggle. A team member always follows its case: instead of the toggle they are told so.
 */
export function CaseTeam({
  item,
  disabled,
  onNotice,
}: {
  item: Case;
  disabled: boolean;
  onNotice: (message: string, severity: 'success' | 'error') => void;
}) {
  const profile = useProfile();
  const follow = useFollowCase(item.id);
  const isStaff = readSession()?.role === 'user';
  const onTeam = profile.data !== undefined && item.team.some((member) => member.id === profile.data.id);
  const toggle = () =>
    follow.mutate(!item.following, {
      onSuccess: (following) => onNotice(following ? t.followed : t.unfollowed, 'success'),
      onError: (error) => onNotice(errorMessage(error, t.followFailed), 'error'),
    });
  return (
    <Card component="section" aria-labelledby="case-team-title">
      <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Box sx={{ flex: '1 1 320px', minWidth: 0 }}>
          <Typography id="case-team-title" variant="h6" component="h2" sx={{ mb: 1 }}>
            {t.fields.team}
          </Typography>
          {item.team.length > 0 ? (
            <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}>
              {item.team.map((member) => (
                <li key={member.id}>
                  <Chip label={member.username} />
                </li>
              ))}
            </Box>
          ) : (
            <Typography color="text.secondary">{t.noTeam}</Typography>
          )}
        </Box>
        {isStaff && onTeam && (
          <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 240px' }}>
            {t.teamFollows}
          </Typography>
        )}
        {isStaff && !onTeam && profile.data && (
          <Button
            variant={item.following ? 'contained' : 'outlined'}
            startIcon={item.following ? <NotificationsActiveOutlined /> : <NotificationsNoneOutlined />}
            aria-pressed={item.following}
            disabled={disabled || follow.isPending}
            onClick={toggle}
          >
            {item.following ? t.unfollow : t.follow}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
