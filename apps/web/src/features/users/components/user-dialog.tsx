import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useId, useRef, useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import type { Role, User, UserCreate, UserUpdate } from '@pidsus/shared';
import { userCreateSchema, userUpdateSchema } from '@pidsus/shared/schemas/user';
import { idUsers } from '../../../i18n/id-users';
import { errorMessage } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useCreateUser } from '../api/create-user';
import { useUpdateUser } from '../api/update-user';
import { generatePassword } from '../generate-password';
import { PasswordTools } from './password-tools';

const t = idUsers;

interface FormValues {
  username: string;
  email: string;
  password: string;
  position: string;
  phone: string;
  office: string;
  role: Role;
}
const textFields = ['username', 'email', 'password', 'position', 'phone', 'office'] as const;
const allFields = [...textFields, 'role'] as const;

const emptyValues: FormValues = {
  username: '',
  email: '',
  password: '',
  position: '',
  phone: '',
  office: '',
  role: 'user',
};
const valuesOf = (user: User): FormValues => ({
  username: user.username,
  email: user.email,
  password: '',
  position: user.position,
  phone: user.phone,
  office: user.office,
  role: user.role,
});

// The shared schemas (requirements §5 messages): the password is required only when creating.
const createResolver = zodResolver(userCreateSchema) as unknown as Resolver<FormValues>;
const updateResolver = zodResolver(userUpdateSchema) as unknown as Resolver<FormValues>;

interface UserDialogProps {
  open: boolean;
  /** The user being edited; null to add one. */
  user: User | null;
  /** The logged-in admin's own id: their role cannot be changed here. */
  currentUserId: number | undefined;
  /** Changes on every opening, so that the form starts afresh from the chosen user's data. */
  formKey: number;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/**
 * The add/edit dialog of /admin/users (decisions §5 labels). Field errors show on submit and clear as
 * soon as the field is typed in; the server's field messages (e.g. an email in use) land under the field.
 */
export function UserDialog(props: UserDialogProps) {
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={props.open}
      onClose={busy ? undefined : props.onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>{props.user ? t.dialogEditTitle : t.dialogAddTitle}</DialogTitle>
      <UserForm key={props.formKey} {...props} onBusy={setBusy} />
    </Dialog>
  );
}

function UserForm(props: UserDialogProps & { onBusy: (busy: boolean) => void }) {
  const { user, onClose, onSaved, onBusy } = props;
  const isEdit = user !== null;
  const isSelf = isEdit && user.id === props.currentUserId;
  const createUser = useCreateUser();
  const updateUser = useUpdateUser();
  const [failure, setFailure] = useState<string | null>(null);
  // A generated password is shown in clear text, for the admin to pass on (decisions §7.5).
  const [generated, setGenerated] = useState(false);
  const passwordInput = useRef<HTMLInputElement | null>(null);
  const form = useForm<FormValues>({
    defaultValues: user ? valuesOf(user) : emptyValues,
    resolver: isEdit ? updateResolver : createResolver,
    reValidateMode: 'onSubmit',
  });
  const { register, handleSubmit, clearErrors, setError, formState } = form;

  const busy = createUser.isPending || updateUser.isPending;
  const onSubmit = handleSubmit((values) => {
    setFailure(null);
    onBusy(true);
    const onError = (error: unknown) => {
      if (!applyServerFieldErrors(error, allFields, setError)) {
        setFailure(errorMessage(error, t.saveFailed));
      }
    };
    const onSettled = () => onBusy(false);
    if (isEdit) {
      const { role, ...rest } = values as unknown as UserUpdate;
      updateUser.mutate(
        { id: user.id, input: isSelf ? rest : { ...rest, role } },
        { onSuccess: () => onSaved(t.updated), onError, onSettled },
      );
    } else {
      createUser.mutate(values as unknown as UserCreate, {
        onSuccess: () => onSaved(t.created),
        onError,
        onSettled,
      });
    }
  });

  const field = (name: (typeof textFields)[number]) => {
    const registered = register(name, { onChange: () => clearErrors(name) });
    const message = formState.errors[name]?.message;
    return { ...registered, label: t.fields[name], error: Boolean(message), helperText: message, fullWidth: true };
  };
  const passwordHelp =
    formState.errors.password?.message ??
    (isSelf
      ? t.ownPasswordViaProfile
      : generated
        ? t.generatedPasswordHelp
        : isEdit
          ? t.passwordHelpEdit
          : t.passwordHelpCreate);
  const onGenerate = () => {
    form.setValue('password', generatePassword(), { shouldDirty: true });
    clearErrors('password');
    setGenerated(true);
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <DialogContent sx={{ pt: 1 }}>
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}>
          <TextField {...field('username')} required autoFocus autoComplete="off" />
          <TextField {...field('email')} required type="email" autoComplete="off" />
          <Box>
            <TextField
              {...field('password')}
              required={!isEdit}
              disabled={isSelf}
              type={generated ? 'text' : 'password'}
              autoComplete="new-password"
              helperText={passwordHelp}
              inputRef={passwordInput}
              slotProps={{
                htmlInput: { spellCheck: false, sx: generated ? { fontFamily: 'monospace', letterSpacing: 1 } : {} },
                // setValue fills the input without the change event by which the label knows to move up.
                inputLabel: generated ? { shrink: true } : {},
              }}
            />
            {!isSelf && (
              <PasswordTools
                input={() => passwordInput.current}
                generated={generated}
                disabled={busy}
                onGenerate={onGenerate}
              />
            )}
          </Box>
          <Controller
            control={form.control}
            name="role"
            render={({ field: role }) => (
              <TextField
                select
                label={t.fields.role}
                fullWidth
                disabled={isSelf}
                helperText={isSelf ? t.ownRoleLocked : undefined}
                value={role.value}
                onChange={(event) => role.onChange(event.target.value as Role)}
                onBlur={role.onBlur}
                inputRef={role.ref}
              >
                <MenuItem value="user">{t.roleOptions.user}</MenuItem>
                <MenuItem value="admin">{t.roleOptions.admin}</MenuItem>
              </TextField>
            )}
          />
          <TextField {...field('position')} />
          <TextField {...field('phone')} type="tel" />
          <TextField {...field('office')} sx={{ gridColumn: { sm: '1 / -1' } }} />
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy}>
          {t.cancel}
        </Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {busy ? t.saving : t.save}
        </Button>
      </DialogActions>
    </Box>
  );
}
