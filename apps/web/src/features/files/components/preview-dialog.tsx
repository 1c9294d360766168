// The preview moved to components/ so that the case documents show files the same way (contract §7.2).
export { PreviewDialog, type PreviewState } from '../../../components/preview-dialog';
