import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { Case, CaseStatus } from '@pidsus/shared';
import { idCaseDetail } from '../../../i18n/id-case-detail';
import { formatDateTime } from '../../../lib/time/dates';
import { CaseDetails } from './case-details';
import { highlightStyle } from '../highlight';
import { StatusMenu } from './status-menu';

const t = idCaseDetail;

/** The case's card: its title (the page's heading), when it last changed, the status menu, fields, Edit and Hapus. */
export function CaseSummary(props: {
  item: Case;
  /** Marked for a moment after an edit is saved (decisions §7.5). */
  highlighted?: boolean;
  statusDisabled: boolean;
  onStatusChange: (status: CaseStatus) => void;
  /** Once the case is deleted here, for the second before the screen leaves. */
  actionsDisabled: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { item } = props;
  return (
    <Card
      component="section"
      aria-labelledby="case-title"
      data-case-id={item.id}
      data-highlighted={props.highlighted || undefined}
      sx={highlightStyle}
    >
      <CardContent sx={{ p: { xs: 2.5, md: 4 } }}>
        <Box sx={{ display: 'flex', gap: 2, justifyContent: 'space-between', alignItems: 'flex-start', mb: 3 }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography id="case-title" variant="h4" component="h1" sx={{ fontSize: { xs: '1.4rem', md: '1.9rem' } }}>
              {item.title}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {t.lastUpdated(formatDateTime(new Date(item.updated_at)))}
            </Typography>
          </Box>
          <StatusMenu status={item.status} disabled={props.statusDisabled} onChange={props.onStatusChange} />
        </Box>
        <CaseDetails item={item} />
        <Box sx={{ display: 'flex', gap: 1.5, mt: 4, flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            startIcon={<EditOutlined />}
            onClick={props.onEdit}
            disabled={props.actionsDisabled}
          >
            {t.edit}
          </Button>
          <Button
            variant="outlined"
            color="error"
            startIcon={<DeleteOutline />}
            onClick={props.onDelete}
            disabled={props.actionsDisabled}
          >
            {t.delete}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
