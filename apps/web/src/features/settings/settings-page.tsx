import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { NOTICE_DURATION_MS } from '@pidsus/shared/constants';
import { memo, useCallback, useDeferredValue, useState } from 'react';
import { Notice, type NoticeState } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { RecordRowStyles } from '../../components/record-rows';
import { idSettings } from '../../i18n/id-settings';
import { errorMessage } from '../../lib/api-client';
import { useSettings } from './api/get-settings';
import { lazySection } from '../../components/lazy-section';
import { usePreloadWhenIdle } from '../../components/lazy-dialog';
import { FormsSection } from './components/forms-section';
import { MailSettingsFormLoading, SettingsFormLoading } from './components/settings-form-loading';
import { idMail } from '../../i18n/id-mail';
import { TemplatesSection } from './components/templates-section';

const t = idSettings;

/*
 * The two forms' code (react-hook-form, zod, the settings' schema) is asked for once the page is drawn and idle, while
 * the settings' answer is on its way, not before the page's first paint (docs/performance.md, "The settings' forms
 * after the first paint"); until both have come, their places keep their height.
 */
/**
 * Their code in turns, each run in a task of its own when it comes: the forms' kit, a case's schemas, the settings'
 * (which build on a case's), then each form. Loaded at once they ran as one task of ~380-400 ms at 4x.
 */
const SCHEMAS_FIRST = [
  () => import('@pidsus/shared/schemas/common'),
  () => import('@pidsus/shared/schemas/case'),
  () => import('@pidsus/shared/schemas/settings'),
] as const;
const SettingsForm = lazySection(
  () => import('./components/settings-form').then((module) => module.SettingsForm),
  SettingsFormLoading,
  SCHEMAS_FIRST,
);
const MailSettingsForm = lazySection(
  () => import('./components/mail-settings-form').then((module) => module.MailSettingsForm),
  MailSettingsFormLoading,
  SCHEMAS_FIRST,
);
const PRELOAD_THE_FORMS = [...SCHEMAS_FIRST, SettingsForm.preload, MailSettingsForm.preload] as const;

/**
 * The office's settings and the mail settings, drawn from one answer. The sections of this page each read their own
 * answer and draw it in a render React splits into short tasks (`useDeferredValue`), not in the answer's own render,
 * which React Query's store makes one long task: four forms and lists drawn at once kept a phone's main thread busy
 * for over a second (docs/performance.md, "The admin settings drawn in short tasks").
 */
const OfficeSections = memo(function OfficeSections({ notify }: { notify: (message: string) => void }) {
  const settings = useSettings();
  const shown = useDeferredValue(settings.data);
  usePreloadWhenIdle(PRELOAD_THE_FORMS, true);

  return (
    <>
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="office-heading"
        sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}
      >
        <Typography variant="h6" component="h2" id="office-heading" sx={{ mb: 2 }}>
          {t.officeSection}
        </Typography>
        {!shown && !settings.isError && <SettingsFormLoading />}
        {settings.isError && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void settings.refetch()}>
                {t.retry}
              </Button>
            }
          >
            {errorMessage(settings.error, t.loadFailed)}
          </Alert>
        )}
        {shown && <SettingsForm settings={shown} onSaved={() => notify(t.saved)} />}
      </Paper>
      {shown && (
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="mail-heading"
          sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}
        >
          <Typography variant="h6" component="h2" id="mail-heading">
            {idMail.settings.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {idMail.settings.subtitle}
          </Typography>
          <MailSettingsForm settings={shown} onSaved={() => notify(idMail.settings.saved)} />
        </Paper>
      )}
    </>
  );
});

const Templates = memo(TemplatesSection);
const Forms = memo(FormsSection);

/**
 * /admin/settings (decisions §7.4), admins only: the office name, the morning reminder's hour and the trash's
 * retention, saved together; the mail settings; the deadline templates the staff pick from; the forms catalogue.
 */
export function Component() {
  const [notice, setNotice] = useState<NoticeState | null>(null);
  // Stable, so that a notice shown or closed does not draw the sections again.
  const notify = useCallback((message: string) => setNotice({ message, severity: 'success', key: Date.now() }), []);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <RecordRowStyles />
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <OfficeSections notify={notify} />
      <Paper variant="outlined" component="section" aria-labelledby="templates-heading" sx={{ p: { xs: 2, sm: 3 } }}>
        <Templates notify={notify} />
      </Paper>
      <Paper variant="outlined" component="section" aria-labelledby="forms-heading" sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}>
        <Forms notify={notify} />
      </Paper>
      <Notice notice={notice} duration={NOTICE_DURATION_MS.users} onClose={() => setNotice(null)} />
    </Container>
  );
}
