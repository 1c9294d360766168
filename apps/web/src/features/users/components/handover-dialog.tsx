import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId, useState } from 'react';
import type { User, UserListItem } from '@pidsus/shared';
import { idUsers } from '../../../i18n/id-users';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteUser } from '../api/delete-user';
import { getUsers } from '../api/get-users';
import { userKeys } from '../api/keys';

const t = idUsers;

export interface Handover {
  user: User;
  /** How many live cases still hold the account on their team. */
  cases: number;
}

/**
 * Deleting an account still on case teams (decisions §8.7): the count, and `Alihkan ke` a staff account that takes
 * every membership over in the same transaction (each case records it in its history). Only then is it deleted.
 */
export function HandoverDialog({
  open,
  handover,
  onClose,
  onDeleted,
}: {
  open: boolean;
  handover: Handover | null;
  onClose: () => void;
  onDeleted: (message: string) => void;
}) {
  const titleId = useId();
  const [successor, setSuccessor] = useState<UserListItem | null>(null);
  const [input, setInput] = useState('');
  const search = useDeferredValue(input.trim());
  const deleteUser = useDeleteUser();
  const staff = useQuery({
    queryKey: [...userKeys.list, 'handover', search],
    queryFn: () => getUsers(0, search),
    enabled: handover !== null,
    placeholderData: keepPreviousData,
    select: (page) => page.users.filter((user) => user.role === 'user' && user.id !== handover?.user.id),
  });
  const running = deleteUser.isPending;

  const close = () => {
    if (!running) {
      setSuccessor(null);
      setInput('');
      deleteUser.reset();
      onClose();
    }
  };
  const confirm = () => {
    if (!handover || !successor) {
      return;
    }
    deleteUser.mutate(
      { id: handover.user.id, reassignTo: successor.id },
      {
        onSuccess: () => {
          onDeleted(t.handoverDone(handover.user.username, handover.cases, successor.username));
          setSuccessor(null);
          setInput('');
        },
      },
    );
  };

  return (
    <Dialog open={open && handover !== null} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t.handoverTitle}</DialogTitle>
      <DialogContent>
        {handover && (
          <>
            <Alert severity="warning" sx={{ mb: 2 }}>
              {t.handoverCount(handover.user.username, handover.cases)}
            </Alert>
            <DialogContentText sx={{ mb: 2 }}>{t.handoverText}</DialogContentText>
          </>
        )}
        <Autocomplete
          options={staff.data ?? []}
          value={successor}
          onChange={(_event, value) => setSuccessor(value)}
          inputValue={input}
          onInputChange={(_event, value) => setInput(value)}
          getOptionLabel={(option) => option.username}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          filterOptions={(options) => options}
          loading={staff.isFetching}
          loadingText={t.handoverLoading}
          noOptionsText={t.handoverNoStaff}
          renderOption={({ key, ...props }, option) => (
            <li key={key} {...props}>
              {option.position ? `${option.username} — ${option.position}` : option.username}
            </li>
          )}
          renderInput={(params) => <TextField {...params} label={t.handoverTo} required />}
        />
        {deleteUser.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorMessage(deleteUser.error, t.deleteFailed)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={running}>
          {t.cancel}
        </Button>
        <Button variant="contained" color="error" onClick={confirm} disabled={!successor || running}>
          {t.handoverConfirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
