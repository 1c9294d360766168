import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { NOTICE_DURATION_MS } from '@pidsus/shared/constants';
import { useState } from 'react';
import { Notice, type NoticeState } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { idSettings } from '../../i18n/id-settings';
import { errorMessage } from '../../lib/api-client';
import { useSettings } from './api/get-settings';
import { SettingsForm, SettingsFormLoading } from './components/settings-form';
import { FormsSection } from './components/forms-section';
import { MailSettingsForm } from './components/mail-settings-form';
import { idMail } from '../../i18n/id-mail';
import { TemplatesSection } from './components/templates-section';

const t = idSettings;

/**
 * /admin/settings (decisions §7.4), admins only: the office name, the morning reminder's hour and the trash's
 * retention, saved together; and the deadline templates the staff pick from.
 */
export function Component() {
  const settings = useSettings();
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const notify = (message: string) => setNotice({ message, severity: 'success', key: Date.now() });

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="office-heading"
        sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}
      >
        <Typography variant="h6" component="h2" id="office-heading" sx={{ mb: 2 }}>
          {t.officeSection}
        </Typography>
        {settings.isPending && <SettingsFormLoading />}
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
        {settings.data && <SettingsForm settings={settings.data} onSaved={() => notify(t.saved)} />}
      </Paper>
      {settings.data && (
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
          <MailSettingsForm settings={settings.data} onSaved={() => notify(idMail.settings.saved)} />
        </Paper>
      )}
      <Paper variant="outlined" component="section" aria-labelledby="templates-heading" sx={{ p: { xs: 2, sm: 3 } }}>
        <TemplatesSection notify={notify} />
      </Paper>
      <Paper variant="outlined" component="section" aria-labelledby="forms-heading" sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}>
        <FormsSection notify={notify} />
      </Paper>
      <Notice notice={notice} duration={NOTICE_DURATION_MS.users} onClose={() => setNotice(null)} />
    </Container>
  );
}
