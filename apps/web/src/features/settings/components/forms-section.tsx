import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Form } from '@pidsus/shared';
import { useDeferredValue, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { lazyDialog } from '../../../components/lazy-dialog';
import { RowAction } from '../../../components/record-rows';
import { id } from '../../../i18n/id';
import { idSettings } from '../../../i18n/id-settings';
import { errorMessage } from '../../../lib/api-client';
import { useForms } from '../api/get-forms';
import { useFormWrites } from '../api/save-form';
import { FormTemplateActions } from './form-template-actions';

const t = idSettings.forms;

/** Its form (react-hook-form, zod, the schema) loads when the dialog first opens, not with the settings' page. */
const FormDialog = lazyDialog(() => import('./form-dialog').then((module) => module.FormDialog));

/** What a form's line says under its name: stage, numbering and classification, the deadlines it starts. */
export function formSummary(form: Form): string {
  return [
    id.categories[form.stage],
    form.numbering ? [form.numbering, form.classification].filter(Boolean).join(' · ') : t.noNumber,
    ...(form.starts_deadlines.length > 0 ? [t.startsCount(form.starts_deadlines.length)] : []),
  ].join(' — ');
}

/** The forms catalogue (decisions §8.3), `Formulir` in /admin/settings: list, add, edit, delete after a question. */
export function FormsSection({ notify }: { notify: (message: string) => void }) {
  const forms = useForms();
  // Drawn in a render React splits into short tasks, not in the answer's own (settings-page.tsx).
  const shown = useDeferredValue(forms.data);
  const { remove } = useFormWrites();
  const [editing, setEditing] = useState<{ form: Form | null; key: number } | undefined>();
  const [deleting, setDeleting] = useState<Form | null>(null);
  const open = (form: Form | null) => setEditing({ form, key: Date.now() });

  return (
    <>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', justifyContent: 'space-between' }}
      >
        <Box sx={{ flex: '1 1 260px' }}>
          <Typography variant="h6" component="h2" id="forms-heading">
            {t.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t.subtitle}
          </Typography>
        </Box>
        <Button variant="outlined" startIcon={<Add />} onClick={() => open(null)}>
          {t.add}
        </Button>
      </Box>
      {!shown && !forms.isError && (
        <Box sx={{ mt: 2 }} aria-busy="true" aria-label={id.app.loading}>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} height={56} />
          ))}
        </Box>
      )}
      {forms.isError && (
        <Alert
          severity="error"
          sx={{ mt: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void forms.refetch()}>
              {idSettings.retry}
            </Button>
          }
        >
          {errorMessage(forms.error, t.loadFailed)}
        </Alert>
      )}
      {shown?.length === 0 && (
        <Typography sx={{ mt: 2 }} color="text.secondary">
          {t.empty}
        </Typography>
      )}
      {shown && shown.length > 0 && (
        <List aria-label={t.listLabel} sx={{ mt: 1 }}>
          {shown.map((form) => (
            <ListItem
              key={form.code}
              divider
              sx={{ pr: 13 }}
              secondaryAction={
                <div className="record-actions">
                  <RowAction
                    icon="edit"
                    size="medium"
                    label={t.editLabel(form.code)}
                    hint={idSettings.templates.edit}
                    onClick={() => open(form)}
                  />
                  <RowAction
                    icon="delete"
                    size="medium"
                    tone="error"
                    label={t.deleteLabel(form.code)}
                    hint={idSettings.templates.delete}
                    onClick={() => setDeleting(form)}
                  />
                </div>
              }
            >
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <ListItemText primary={`${form.code} — ${form.name}`} secondary={formSummary(form)} />
                <FormTemplateActions form={form} notify={notify} />
              </Box>
            </ListItem>
          ))}
        </List>
      )}
      {editing && (
        <FormDialog
          key={editing.key}
          open
          form={editing.form}
          onClose={() => setEditing(undefined)}
          onSaved={(added) => {
            setEditing(undefined);
            notify(added ? t.added : t.savedOne);
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t.deleteTitle}
        text={t.deleteText(deleting?.code ?? '')}
        confirmLabel={t.deleteConfirm}
        cancelLabel={t.cancel}
        danger
        failureText={t.deleteFailed}
        onConfirm={async () => {
          if (deleting) {
            await remove.mutateAsync(deleting.code);
            setDeleting(null);
            notify(t.deleted);
          }
        }}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
