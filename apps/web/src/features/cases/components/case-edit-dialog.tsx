import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { Case } from '@pidsus/shared';
import { idCaseDetail } from '../../../i18n/id-case-detail';
import type { CaseEditor } from '../hooks/use-case-editor';
import { lazyDialog } from '../../../components/lazy-dialog';

const t = idCaseDetail;
const CaseFormDialog = lazyDialog(() => import('./case-form-dialog').then((module) => module.CaseFormDialog));

/** The edit dialog of the case shown, with the 409 conflict above the fields and its 'Muat Ulang'. */
export function CaseEditDialog({ item, editor }: { item: Case; editor: CaseEditor }) {
  return (
    <CaseFormDialog
      key={editor.formKey}
      open={editor.editing}
      item={item}
      type={item.type}
      onClose={editor.close}
      banner={
        editor.conflict && (
          <Alert
            severity="warning"
            action={
              <Button color="inherit" size="small" onClick={editor.reload}>
                {t.conflictReload}
              </Button>
            }
          >
            {editor.conflict}
          </Alert>
        )
      }
      onSubmit={(values, basedOn) => editor.save(values, basedOn ?? item.updated_at)}
    />
  );
}
