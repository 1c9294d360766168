import type { FileItem } from '@pidsus/shared';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../lib/http';
import { UploadRejectedError } from '../api/upload-files';
import { uploadReport } from './upload-report';

const stored = { id: 1, name: 'a.txt' } as FileItem;
const empty = { name: 'kosong.txt', error: new UploadRejectedError('File kosong tidak dapat diunggah') };

describe('the notice after an upload (requirements §4 Upload, decisions §7.5)', () => {
  it('is a success only when every file was stored', () => {
    expect(uploadReport({ uploaded: [stored], failed: [] })).toEqual({
      message: 'File berhasil diupload',
      severity: 'success',
    });
    expect(uploadReport({ uploaded: [stored, stored], failed: [] })).toEqual({
      message: '2 file berhasil diupload',
      severity: 'success',
    });
  });

  it("gives a single refused file the server's reason as an error, or 'Upload gagal' without one", () => {
    expect(uploadReport({ uploaded: [], failed: [empty] })).toEqual({
      message: 'File kosong tidak dapat diunggah',
      severity: 'error',
    });
    expect(uploadReport({ uploaded: [], failed: [{ name: 'x', error: new UploadRejectedError(undefined) }] })).toEqual({
      message: 'Upload gagal',
      severity: 'error',
    });
  });

  it('counts the refused files of a batch and names the first three with their reasons', () => {
    const network = { name: 'd.txt', error: new HttpError('Network Error', 'ERR_NETWORK') };
    const report = uploadReport({
      uploaded: [stored],
      failed: [empty, network, { ...empty, name: 'b.txt' }, { ...empty, name: 'c.txt' }, { ...empty, name: 'e.txt' }],
    });
    expect(report.severity).toBe('error');
    expect(report.message).toBe(
      '5 dari 6 file gagal diupload: kosong.txt (File kosong tidak dapat diunggah); ' +
        'd.txt (Tidak dapat terhubung ke server. Periksa koneksi jaringan Anda.); ' +
        'b.txt (File kosong tidak dapat diunggah); dan 2 file lainnya',
    );
  });
});
