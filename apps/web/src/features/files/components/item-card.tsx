import MoreVert from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import DriveFileMoveOutlined from '@mui/icons-material/DriveFileMoveOutlined';
import DriveFileRenameOutline from '@mui/icons-material/DriveFileRenameOutline';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { useState } from 'react';
import { idFiles } from '../../../i18n/id-files';
import { shortenFileName } from '../../../lib/content/file-names';
import { ItemIcon } from './file-icon';

const t = idFiles;

export type ItemAction = 'open' | 'download' | 'rename' | 'move' | 'delete';

/**
 * One folder or file of the grid: its icon, its name (file names shortened per requirements §2, the full
 * name in a tooltip on hover and keyboard focus, decisions §7.5), a line of detail, and the item menu ('Unduh'
 * for files, rename, move, 'Hapus').
 */
export function ItemCard(props: {
  type: 'file' | 'folder';
  name: string;
  detail: string;
  onAction: (action: ItemAction) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const act = (action: ItemAction) => {
    setAnchor(null);
    props.onAction(action);
  };
  const shown = props.type === 'file' ? shortenFileName(props.name) : props.name;
  return (
    <Card
      variant="outlined"
      sx={{ position: 'relative', transition: 'box-shadow .15s', '&:hover': { boxShadow: 3 } }}
      data-testid="file-item"
    >
      {/* The full name on hover and on keyboard focus, where a native title shows on neither touch nor focus. */}
      <Tooltip title={props.name} placement="bottom">
        <CardActionArea
          aria-label={props.name}
          onClick={() => props.onAction('open')}
          sx={{ p: 2, pt: 3, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}
        >
          <ItemIcon type={props.type} name={props.name} size={56} />
          <Typography
            variant="body2"
            sx={{
              fontWeight: 500,
              textAlign: 'center',
              width: '100%',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            }}
          >
            {shown}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            {props.detail}
          </Typography>
        </CardActionArea>
      </Tooltip>
      <Box sx={{ position: 'absolute', top: 4, right: 4 }}>
        <IconButton
          size="small"
          aria-label={t.itemMenu(props.name)}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <MoreVert fontSize="small" />
        </IconButton>
      </Box>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {props.type === 'file' && (
          <MenuItem onClick={() => act('download')}>
            <ListItemIcon>
              <FileDownloadOutlined fontSize="small" />
            </ListItemIcon>
            {t.download}
          </MenuItem>
        )}
        <MenuItem onClick={() => act('rename')}>
          <ListItemIcon>
            <DriveFileRenameOutline fontSize="small" />
          </ListItemIcon>
          {t.rename}
        </MenuItem>
        <MenuItem onClick={() => act('move')}>
          <ListItemIcon>
            <DriveFileMoveOutlined fontSize="small" />
          </ListItemIcon>
          {t.move}
        </MenuItem>
        <MenuItem onClick={() => act('delete')} sx={{ color: 'error.main' }}>
          <ListItemIcon sx={{ color: 'inherit' }}>
            <DeleteOutline fontSize="small" />
          </ListItemIcon>
          {t.remove}
        </MenuItem>
      </Menu>
    </Card>
  );
}
