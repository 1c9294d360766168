import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import TablePagination from '@mui/material/TablePagination';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { AuditFilter, AuditKind } from '@pidsus/shared';
import { paths, AUDIT_PAGE_DEFAULT } from '@pidsus/shared/constants';
import { Notice, useNotice } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { idAudit } from '../../i18n/id-audit';
import { errorMessage } from '../../lib/api-client';
import { visuallyHidden } from '../../lib/visually-hidden';
import { useExportAudit } from './api/export-audit';
import { useAuditLog } from './api/get-audit-log';
import { useAuditUsers } from './api/get-audit-users';
import { AuditFilters, emptyFilters, isDayOrEmpty, type AuditFilterValues } from './components/audit-filters';
import { AuditTable } from './components/audit-table';

const t = idAudit;

/** The server's filter of what is typed: a day only once it is one, nothing for an empty field. */
function toFilter(kind: AuditKind, values: AuditFilterValues): AuditFilter {
  return {
    kind,
    user_id: values.userId ? Number(values.userId) : undefined,
    action: (values.action || undefined) as AuditFilter['action'],
    from: values.from && isDayOrEmpty(values.from) ? values.from : undefined,
    to: values.to && isDayOrEmpty(values.to) ? values.to : undefined,
  };
}

/**
 * /admin/audit (decisions §9, administrators): the audit log, `Perubahan` (logins, account and settings changes,
 * purges) and `Akses` (cases, case documents and exports opened) in tabs, filtered by user, action and days of the
 * office, paged, and exported to Excel with the same filters.
 */
export function Component() {
  const [kind, setKind] = useState<AuditKind>('change');
  const [values, setValues] = useState<AuditFilterValues>(emptyFilters);
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState(AUDIT_PAGE_DEFAULT);
  const filter = toFilter(kind, values);
  const log = useAuditLog({ ...filter, limit: rowsPerPage, offset: page * rowsPerPage });
  const users = useAuditUsers();
  const exporter = useExportAudit();
  const { notice, show, close } = useNotice();

  const changeFilters = (next: AuditFilterValues) => {
    setValues(next);
    setPage(0);
  };
  const changeKind = (next: AuditKind) => {
    setKind(next);
    setValues({ ...values, action: '' });
    setPage(0);
  };
  const onExport = () =>
    exporter.mutate(filter, {
      onSuccess: (name) => show(t.exported(name), 'success'),
      onError: (error) => show(error.message, 'error'),
    });
  const kindText = kind === 'read' ? t.tabs.read : t.tabs.change;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeader
        title={t.title}
        subtitle={t.subtitle}
        action={
          <Button component={RouterLink} to={paths.admin} variant="outlined" startIcon={<ArrowBackOutlined />}>
            {t.back}
          </Button>
        }
      />
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 2 }}
      >
        <Tabs value={kind} onChange={(_event, next: AuditKind) => changeKind(next)} aria-label={t.tabs.label}>
          <Tab value="change" label={t.tabs.change} />
          <Tab value="read" label={t.tabs.read} />
        </Tabs>
        <Button
          variant="contained"
          startIcon={<FileDownloadOutlined />}
          onClick={onExport}
          disabled={exporter.isPending}
        >
          {exporter.isPending ? t.exporting : t.exportExcel}
        </Button>
      </Box>
      <AuditFilters kind={kind} values={values} users={users.data ?? []} onChange={changeFilters} />
      {log.isPending && (
        <Box aria-busy="true" sx={{ display: 'grid', gap: 1 }}>
          <span style={visuallyHidden} role="status">
            {t.loading}
          </span>
          {[0, 1, 2, 3, 4].map((key) => (
            <Skeleton key={key} variant="rounded" height={40} />
          ))}
        </Box>
      )}
      {log.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void log.refetch()}>
              {t.retry}
            </Button>
          }
        >
          {errorMessage(log.error, t.loadFailed)}
        </Alert>
      )}
      {log.data && log.data.total === 0 && (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }} role="status">
          {t.empty}
        </Typography>
      )}
      {log.data && log.data.total > 0 && (
        <>
          <AuditTable entries={log.data.entries} label={t.tableLabel(kindText)} />
          <TablePagination
            component="div"
            count={log.data.total}
            page={page}
            onPageChange={(_event, next) => setPage(next)}
            rowsPerPage={rowsPerPage}
            rowsPerPageOptions={[25, 50, 100, 200]}
            onRowsPerPageChange={(event) => {
              setRowsPerPage(Number(event.target.value));
              setPage(0);
            }}
            labelRowsPerPage={t.rowsPerPage}
            labelDisplayedRows={t.pageRange}
          />
        </>
      )}
      <Notice notice={notice} duration={4000} onClose={close} />
    </Container>
  );
}
