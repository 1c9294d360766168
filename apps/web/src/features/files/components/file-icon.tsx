import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import AudioFileOutlined from '@mui/icons-material/AudioFileOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import Folder from '@mui/icons-material/Folder';
import FolderZipOutlined from '@mui/icons-material/FolderZipOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import MovieOutlined from '@mui/icons-material/MovieOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import SlideshowOutlined from '@mui/icons-material/SlideshowOutlined';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
import { fileKind, type FileKind } from '../../../lib/content/file-names';

const icons: Record<FileKind, { Icon: ComponentType<SvgIconProps>; color: string }> = {
  image: { Icon: ImageOutlined, color: '#7b1fa2' },
  pdf: { Icon: PictureAsPdfOutlined, color: '#c62828' },
  word: { Icon: DescriptionOutlined, color: '#1565c0' },
  sheet: { Icon: TableChartOutlined, color: '#2e7d32' },
  slides: { Icon: SlideshowOutlined, color: '#e65100' },
  archive: { Icon: FolderZipOutlined, color: '#6d4c41' },
  video: { Icon: MovieOutlined, color: '#ad1457' },
  audio: { Icon: AudioFileOutlined, color: '#00838f' },
  text: { Icon: ArticleOutlined, color: '#455a64' },
  other: { Icon: InsertDriveFileOutlined, color: '#607d8b' },
};

/** The icon of a grid item: a folder, or a file by its type. */
export function ItemIcon({ type, name, size = 48 }: { type: 'file' | 'folder'; name: string; size?: number }) {
  if (type === 'folder') {
    return <Folder sx={{ fontSize: size, color: '#f2b632' }} data-kind="folder" />;
  }
  const kind = fileKind(name);
  const { Icon, color } = icons[kind];
  return <Icon sx={{ fontSize: size, color }} data-kind={kind} />;
}
