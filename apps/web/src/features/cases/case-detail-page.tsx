import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { NOTICE_DURATION_MS, paths } from '@pidsus/shared/constants';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Notice } from '../../components/notice';
import { id } from '../../i18n/id';
import { idCases } from '../../i18n/id-cases';
import { idCaseDetail } from '../../i18n/id-case-detail';
import { errorMessage } from '../../lib/api-client';
import { useDrawnInSteps } from '../../lib/use-drawn-when';
import { CaseSections, useCaseSectionCount } from './case-sections';
import { CaseEditDialog } from './components/case-edit-dialog';
import { CaseDocuments } from './components/case-documents';
import { CaseHistory } from './components/case-history';
import { CaseTeam } from './components/case-team';
import { CaseSummary } from './components/case-summary';
import { useCaseDetailPage } from './hooks/use-case-detail-page';

const t = idCaseDetail;

function LoadingCard() {
  return (
    <Card>
      <CardContent>
        <Skeleton height={48} width="60%" />
        <Skeleton height={28} sx={{ mt: 2 }} />
        <Skeleton height={28} width="80%" />
        <Skeleton height={28} width="50%" />
      </CardContent>
    </Card>
  );
}

/** /case/:id (requirements §2): the case, its status menu, edit, delete, and its history. */
export function Component() {
  const page = useCaseDetailPage();
  const { item, query, backTo, editor, deletion, notice } = page;
  // The summary (the case's title, its largest text) is drawn with the answer; then the team, each of the record's
  // sections and the history, one part per commit, in renders React splits into short tasks: drawn with the answer
  // they were one task of ~0.5 s on a phone's CPU (docs/performance.md, "The case page after HTTP/2", "A case's parts
  // drawn one by one").
  const sectionCount = useCaseSectionCount();
  const drawn = useDrawnInSteps(page.shown, sectionCount + 2);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Breadcrumbs aria-label={idCases.breadcrumbLabel} sx={{ mb: 2 }}>
        <Link component={RouterLink} to={paths.categories} underline="hover" color="inherit">
          {idCases.breadcrumbRoot}
        </Link>
        {item && (
          <Link component={RouterLink} to={paths.cases(item.type)} underline="hover" color="inherit">
            {id.categories[item.type]}
          </Link>
        )}
        <Typography color="text.primary" aria-current="page" noWrap sx={{ maxWidth: { xs: 180, sm: 420 } }}>
          {item?.title ?? t.title}
        </Typography>
      </Breadcrumbs>
      <Button component={RouterLink} to={backTo} state={page.backState} startIcon={<ArrowBack />} sx={{ mb: 2 }}>
        {t.back}
      </Button>

      {page.deletedElsewhere && (
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
      {page.loadFailed && <Alert severity="error">{errorMessage(query.error, t.loadFailed)}</Alert>}
      {query.isPending && <LoadingCard />}
      {item && page.shown && (
        <Stack spacing={3}>
          <CaseSummary
            item={item}
            highlighted={page.highlighted}
            statusDisabled={page.status.pending || deletion.deleted}
            onStatusChange={page.status.change}
            actionsDisabled={deletion.deleted}
            onEdit={editor.open}
            onDelete={deletion.ask}
          />
          {drawn === 0 && <LoadingCard />}
          {drawn > 0 && (
            <>
              <CaseTeam item={item} disabled={deletion.deleted} onNotice={notice.show} />
              <CaseSections
                item={item}
                drawn={drawn - 1}
                own={{
                  documents: (
                    <CaseDocuments
                      caseId={item.id}
                      team={item.team}
                      disabled={deletion.deleted}
                      onNotice={notice.show}
                      closeNotice={notice.close}
                    />
                  ),
                }}
              />
              {drawn > sectionCount + 1 && <CaseHistory caseId={page.caseId} />}
              <CaseEditDialog item={item} editor={editor} />
              <ConfirmDialog
                open={deletion.confirming}
                title={t.deleteTitle}
                text={t.deleteText(item.title)}
                confirmLabel={t.deleteConfirm}
                cancelLabel={t.deleteCancel}
                danger
                failureText={t.deleteFailed}
                onConfirm={deletion.confirm}
                onClose={deletion.cancel}
              />
            </>
          )}
        </Stack>
      )}
      <Notice notice={notice.notice} duration={NOTICE_DURATION_MS.caseDetail} onClose={notice.close} />
    </Container>
  );
}
