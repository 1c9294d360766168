import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { DeadlineTemplate } from '@pidsus/shared';
import { useDeferredValue, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { lazyDialog } from '../../../components/lazy-dialog';
import { RowAction } from '../../../components/record-rows';
import { id } from '../../../i18n/id';
import { idSettings } from '../../../i18n/id-settings';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteTemplate } from '../api/delete-template';
import { useTemplates } from '../api/get-templates';

const t = idSettings.templates;

/** Its form (react-hook-form, zod, the schema) loads when the dialog first opens, not with the settings' page. */
const TemplateDialog = lazyDialog(() => import('./template-dialog').then((module) => module.TemplateDialog));

/** The deadline templates (decisions §7.2, §7.4): list, add, edit, delete after a question. */
export function TemplatesSection({ notify }: { notify: (message: string) => void }) {
  const templates = useTemplates();
  // Drawn in a render React splits into short tasks, not in the answer's own (settings-page.tsx).
  const shown = useDeferredValue(templates.data);
  const remove = useDeleteTemplate();
  // `undefined`: closed; `null`: a new template; a template: editing it. `key` gives each opening a fresh form.
  const [editing, setEditing] = useState<{ template: DeadlineTemplate | null; key: number } | undefined>();
  const [deleting, setDeleting] = useState<DeadlineTemplate | null>(null);
  const open = (template: DeadlineTemplate | null) => setEditing({ template, key: Date.now() });

  return (
    <>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', justifyContent: 'space-between' }}
      >
        <Box sx={{ flex: '1 1 260px' }}>
          <Typography variant="h6" component="h2" id="templates-heading">
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
      {!shown && !templates.isError && (
        <Box sx={{ mt: 2 }} aria-busy="true" aria-label={id.app.loading}>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} height={56} />
          ))}
        </Box>
      )}
      {templates.isError && (
        <Alert
          severity="error"
          sx={{ mt: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void templates.refetch()}>
              {idSettings.retry}
            </Button>
          }
        >
          {errorMessage(templates.error, t.loadFailed)}
        </Alert>
      )}
      {shown?.length === 0 && (
        <Box sx={{ mt: 2, p: 3, textAlign: 'center', border: '1px dashed', borderColor: 'divider', borderRadius: 2 }}>
          <Typography sx={{ fontWeight: 600 }}>{t.empty}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t.emptyHint}
          </Typography>
        </Box>
      )}
      {shown && shown.length > 0 && (
        <List aria-label={t.listLabel} sx={{ mt: 1 }}>
          {shown.map((template) => (
            <ListItem
              key={template.id}
              divider
              sx={{ pr: 13 }}
              secondaryAction={
                <div className="record-actions">
                  <RowAction
                    icon="edit"
                    size="medium"
                    label={t.editLabel(template.title)}
                    hint={t.edit}
                    onClick={() => open(template)}
                  />
                  <RowAction
                    icon="delete"
                    size="medium"
                    tone="error"
                    label={t.deleteLabel(template.title)}
                    hint={t.delete}
                    onClick={() => setDeleting(template)}
                  />
                </div>
              }
            >
              <ListItemText primary={template.title} secondary={t.days(template.days, template.counting)} />
            </ListItem>
          ))}
        </List>
      )}

      {editing && (
        <TemplateDialog
          key={editing.key}
          open
          template={editing.template}
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
        text={t.deleteText(deleting?.title ?? '')}
        confirmLabel={t.deleteConfirm}
        cancelLabel={t.cancel}
        danger
        failureText={t.deleteFailed}
        onConfirm={async () => {
          if (deleting) {
            await remove.mutateAsync(deleting.id);
            setDeleting(null);
            notify(t.deleted);
          }
        }}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
