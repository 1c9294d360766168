import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useRef, type ChangeEvent } from 'react';
import { AVATAR_MIME_TYPES } from '@pidsus/shared/constants';
import type { User } from '@pidsus/shared';
import { id } from '../../../i18n/id';
import { idProfile } from '../../../i18n/id-profile';
import { errorMessage } from '../../../lib/api-client';
import { checkAvatarFile, useUploadAvatar } from '../api/upload-avatar';

const t = idProfile;

/** The avatar with `Ubah Avatar` (requirements §2): checks type and size before uploading (requirements §5). */
export function AvatarCard(props: { user: User; onNotice: (message: string, severity: 'success' | 'error') => void }) {
  const { user, onNotice } = props;
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) {
      return;
    }
    const problem = checkAvatarFile(file);
    if (problem) {
      onNotice(problem, 'error');
      return;
    }
    upload.mutate(file, {
      onSuccess: () => onNotice(t.avatarUpdated, 'success'),
      onError: (error) => onNotice(errorMessage(error, error.message || t.avatarFailed), 'error'),
    });
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 1.5 }}>
      <Box sx={{ position: 'relative' }}>
        <Avatar
          src={user.avatar_url ?? undefined}
          alt={user.username}
          sx={{ width: 128, height: 128, fontSize: '3rem', bgcolor: 'secondary.main', boxShadow: 2 }}
        >
          {user.username.charAt(0).toUpperCase()}
        </Avatar>
        {upload.isPending && (
          <CircularProgress
            size={136}
            thickness={2}
            aria-label={t.uploadingAvatar}
            sx={{ position: 'absolute', top: -4, left: -4 }}
          />
        )}
      </Box>
      <Typography variant="h5" component="p" sx={{ mt: 1, wordBreak: 'break-word' }}>
        {user.username}
      </Typography>
      <Typography color="text.secondary">{user.position || t.noPosition}</Typography>
      <Chip size="small" label={id.roles[user.role]} color="primary" variant="outlined" />
      <input
        ref={input}
        type="file"
        hidden
        accept={AVATAR_MIME_TYPES.join(',')}
        onChange={onPick}
        data-testid="avatar-input"
      />
      <Button
        variant="outlined"
        startIcon={<PhotoCameraOutlined />}
        onClick={() => input.current?.click()}
        disabled={upload.isPending}
        sx={{ mt: 1 }}
      >
        {t.changeAvatar}
      </Button>
      <Typography variant="caption" color="text.secondary">
        {upload.isPending ? t.uploadingAvatar : t.avatarHint}
      </Typography>
    </Box>
  );
}

/** The card's place while the profile loads, line for line as high as the card, so that nothing moves when it comes. */
export function AvatarCardLoading() {
  return (
    <Box
      aria-busy="true"
      aria-label={id.app.loading}
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 1.5 }}
    >
      <Skeleton variant="circular" width={128} height={128} />
      <Typography variant="h5" component="div" sx={{ mt: 1, width: 160 }}>
        <Skeleton />
      </Typography>
      <Typography component="div" sx={{ width: 120 }}>
        <Skeleton />
      </Typography>
      <Skeleton variant="rounded" width={72} height={24} sx={{ borderRadius: 4 }} />
      <Skeleton variant="rounded" width={150} height={36.5} sx={{ mt: 1 }} />
      <Typography variant="caption" color="text.secondary">
        {t.avatarHint}
      </Typography>
    </Box>
  );
}
