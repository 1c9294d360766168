import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { User } from '@pidsus/shared';
import { lazySection } from '../../../components/lazy-section';
import { usePreloadWhenIdle } from '../../../components/lazy-dialog';
import { idProfile } from '../../../i18n/id-profile';

const t = idProfile;
const fields = ['username', 'email', 'position', 'phone', 'office'] as const;

/**
 * The read-only details; without a user (still loading) the same layout with the values as skeletons, so
 * that nothing below moves when they arrive (no layout shift). `Edit Profil` is disabled without `onEdit`.
 */
function DetailsView(props: { user?: User; onEdit?: () => void }) {
  const { user } = props;
  return (
    <Box aria-busy={user ? undefined : true}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 2 }}>
        <Typography variant="h6" component="h2">
          {t.detailsTitle}
        </Typography>
        <Button variant="contained" startIcon={<EditOutlined />} onClick={props.onEdit} disabled={!props.onEdit}>
          {t.edit}
        </Button>
      </Box>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' }, rowGap: 1.5 }}
      >
        {fields.map((field) => (
          <Box key={field} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {t.fields[field]}
            </Typography>
            <Typography
              component="dd"
              sx={{
                m: 0,
                fontWeight: 500,
                wordBreak: 'break-word',
                // An empty field in grey italics: text.secondary, since text.disabled is below 4.5:1 on white.
                color: user?.[field] ? 'text.primary' : 'text.secondary',
                fontStyle: user?.[field] ? undefined : 'italic',
              }}
            >
              {user ? user[field] || t.notAvailable : <Skeleton width="60%" />}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** The details while the profile loads: their layout, without values. */
export function ProfileDetailsLoading() {
  return <DetailsView />;
}

/**
 * The form of `Edit Profil` (react-hook-form and the profile's schema): its code loads once the page is idle, not
 * before the page's first paint (docs/performance.md, "The profile's forms after its first paint"). Opened before it
 * has come, the details stay in its place with `Edit Profil` disabled.
 */
const ProfileDetailsForm = lazySection(
  () => import('./profile-details-form').then((module) => module.ProfileDetailsForm),
  ({ user }: { user: User }) => <DetailsView user={user} />,
);
/** Its code in turns, each run in a task of its own: the forms' kit, an account's schemas, the form. */
const PRELOAD_THE_FORM = [
  () => import('@pidsus/shared/schemas/common'),
  () => import('@pidsus/shared/schemas/user'),
  ProfileDetailsForm.preload,
] as const;

/** The profile's fields (requirements §2) with their fallbacks, and the `Edit Profil` mode. */
export function ProfileDetails(props: {
  user: User;
  onNotice: (message: string, severity: 'success' | 'error') => void;
}) {
  const { user, onNotice } = props;
  const [editing, setEditing] = useState(false);
  usePreloadWhenIdle(PRELOAD_THE_FORM, true);
  if (!editing) {
    return <DetailsView user={user} onEdit={() => setEditing(true)} />;
  }
  return <ProfileDetailsForm user={user} onNotice={onNotice} onClose={() => setEditing(false)} />;
}
