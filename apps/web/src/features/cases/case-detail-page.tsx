import ArrowBack from '@mui/icons-material/ArrowBack';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DELETE_REDIRECT_DELAY_MS, NOTICE_DURATION_MS, type Case } from '@pidsus/shared';
import { AxiosError } from 'axios';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { Notice, useNotice } from '../../components/notice';
import { id } from '../../i18n/id';
import { errorMessage } from '../../lib/api-client';
import { formatDateTime, formatLongDate, formatTime } from '../../lib/dates';
import { useDeleteCase } from './api/delete-case';
import { useCase } from './api/get-case';
import { useUpdateCase } from './api/update-case';
import { useUpdateCaseStatus } from './api/update-case-status';
import { CaseFormDialog } from './components/case-form-dialog';
import { CaseHistory } from './components/case-history';
import { ConfirmDeleteDialog } from './components/confirm-delete-dialog';
import { StatusMenu } from './components/status-menu';

const t = id.caseDetail;
const f = t.fields;

/** The origin path 'Lihat Detail' passed along, if it is one of ours. */
function originOf(state: unknown): string | undefined {
  const from = typeof state === 'object' && state !== null && 'from' in state ? state.from : undefined;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : undefined;
}

function Field({ label, value, wide }: { label: string; value: string; wide?: boolean }) {
  return (
    <Box sx={{ gridColumn: wide ? '1 / -1' : undefined }}>
      <Typography variant="caption" color="text.secondary" sx={{ textTransform: 'uppercase', letterSpacing: 0.6 }}>
        {label}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{value || id.cases.dash}</Typography>
    </Box>
  );
}

function Details({ item }: { item: Case }) {
  return (
    <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <Field label={f.date} value={formatLongDate(item.date)} />
      <Field label={f.time} value={item.time ? formatTime(item.time) : ''} />
      <Field label={f.type} value={id.categories[item.type]} />
      <Field label={f.prosecutor} value={item.prosecutor} />
      <Field label={f.description} value={item.description} wide />
      <Field label={f.parties} value={item.parties} wide />
      <Field label={f.witnesses} value={item.witnesses} wide />
    </Box>
  );
}

/** /case/:id (spec §2): the case, its status menu, edit, delete, and its history. */
export function Component() {
  const caseId = Number(useParams().id);
  const location = useLocation();
  const navigate = useNavigate();
  const query = useCase(caseId);
  const item = query.data;
  const updateStatus = useUpdateCaseStatus(caseId);
  const updateCase = useUpdateCase(caseId);
  const deleteCase = useDeleteCase(caseId);
  const [editing, setEditing] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const { notice, show, close } = useNotice();
  const origin = originOf(location.state);
  const backTo = origin ?? (item ? `/cases/${item.type}` : '/category');

  useEffect(() => {
    if (!deleted) {
      return undefined;
    }
    const timer = setTimeout(() => navigate(backTo, { replace: true }), DELETE_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [deleted, backTo, navigate]);

  const notFound = query.error instanceof AxiosError && query.error.response?.status === 404;
  // Deleted here: the screen keeps the case for the second before it leaves, whatever a refetch answers.
  const deletedHere = deleted || deleteCase.isPending || deleteCase.isSuccess;
  // Shown a moment ago, gone now: deleted by someone else (a live update refetched it).
  const deletedElsewhere = notFound && item !== undefined && !deletedHere;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Breadcrumbs aria-label={id.cases.breadcrumbLabel} sx={{ mb: 2 }}>
        <Link component={RouterLink} to="/category" underline="hover" color="inherit">
          {id.cases.breadcrumbRoot}
        </Link>
        {item && (
          <Link component={RouterLink} to={`/cases/${item.type}`} underline="hover" color="inherit">
            {id.categories[item.type]}
          </Link>
        )}
        <Typography color="text.primary" aria-current="page" noWrap sx={{ maxWidth: { xs: 180, sm: 420 } }}>
          {item?.title ?? t.title}
        </Typography>
      </Breadcrumbs>
      <Button component={RouterLink} to={backTo} startIcon={<ArrowBack />} sx={{ mb: 2 }}>
        {t.back}
      </Button>

      {deletedElsewhere && (
        <Alert
          severity="warning"
          action={
            <Button component={RouterLink} to={backTo} color="inherit" size="small">
              {t.back}
            </Button>
          }
        >
          {t.deletedElsewhere}
        </Alert>
      )}
      {query.isError && !deletedElsewhere && !deletedHere && (
        <Alert severity="error">{errorMessage(query.error, t.loadFailed)}</Alert>
      )}
      {query.isPending && (
        <Card>
          <CardContent>
            <Skeleton height={48} width="60%" />
            <Skeleton height={28} sx={{ mt: 2 }} />
            <Skeleton height={28} width="80%" />
            <Skeleton height={28} width="50%" />
          </CardContent>
        </Card>
      )}
      {/* A case deleted elsewhere (a refetch answers 404) is not shown, nor editable, any longer. */}
      {item && (!notFound || deletedHere) && (
        <Stack spacing={3}>
          <Card component="section" aria-labelledby="case-title">
            <CardContent sx={{ p: { xs: 2.5, md: 4 } }}>
              <Box sx={{ display: 'flex', gap: 2, justifyContent: 'space-between', alignItems: 'flex-start', mb: 3 }}>
                <Box sx={{ minWidth: 0 }}>
                  <Typography
                    id="case-title"
                    variant="h4"
                    component="h1"
                    sx={{ fontSize: { xs: '1.4rem', md: '1.9rem' } }}
                  >
                    {item.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                    {t.lastUpdated(formatDateTime(new Date(item.updated_at)))}
                  </Typography>
                </Box>
                <StatusMenu
                  status={item.status}
                  disabled={updateStatus.isPending || deleted}
                  onChange={(status) =>
                    updateStatus.mutate(status, {
                      onSuccess: () => show(t.statusChanged(status), 'success'),
                      onError: () => show(t.statusFailed, 'error'),
                    })
                  }
                />
              </Box>
              <Details item={item} />
              <Box sx={{ display: 'flex', gap: 1.5, mt: 4, flexWrap: 'wrap' }}>
                <Button
                  variant="contained"
                  startIcon={<EditOutlined />}
                  onClick={() => setEditing(true)}
                  disabled={deleted}
                >
                  {t.edit}
                </Button>
                <Button
                  variant="outlined"
                  color="error"
                  startIcon={<DeleteOutline />}
                  onClick={() => setConfirming(true)}
                  disabled={deleted}
                >
                  {t.delete}
                </Button>
              </Box>
            </CardContent>
          </Card>
          <CaseHistory caseId={caseId} />

          <CaseFormDialog
            key={formKey}
            open={editing}
            item={item}
            type={item.type}
            onClose={() => {
              setEditing(false);
              setConflict(null);
            }}
            banner={
              conflict && (
                <Alert
                  severity="warning"
                  action={
                    <Button
                      color="inherit"
                      size="small"
                      onClick={() => {
                        void query.refetch().then(() => {
                          setConflict(null);
                          setFormKey((key) => key + 1);
                        });
                      }}
                    >
                      {t.conflictReload}
                    </Button>
                  }
                >
                  {conflict}
                </Alert>
              )
            }
            onSubmit={(values, basedOn) =>
              updateCase.mutateAsync({ input: values, basedOn: basedOn ?? item.updated_at }).then(
                () => {
                  setEditing(false);
                  setConflict(null);
                  show(t.saveSuccess, 'success');
                },
                (error: unknown) => {
                  if (error instanceof AxiosError && error.response?.status === 409) {
                    setConflict(errorMessage(error, t.saveFailed));
                  } else {
                    show(errorMessage(error, t.saveFailed), 'error');
                  }
                  throw error;
                },
              )
            }
          />
          <ConfirmDeleteDialog
            open={confirming}
            title={item.title}
            pending={deleteCase.isPending}
            onCancel={() => setConfirming(false)}
            onConfirm={() =>
              deleteCase.mutate(undefined, {
                onSuccess: () => {
                  setConfirming(false);
                  setDeleted(true);
                  show(t.deleteSuccess, 'success');
                },
                onError: (error) => {
                  setConfirming(false);
                  show(errorMessage(error, t.deleteFailed), 'error');
                },
              })
            }
          />
        </Stack>
      )}
      <Notice notice={notice} duration={NOTICE_DURATION_MS.caseDetail} onClose={close} />
    </Container>
  );
}
