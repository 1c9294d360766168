import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CaseDocument, TeamMember, TrashedCaseDocument } from '@pidsus/shared';
import { HttpError, type HttpResponse, type RequestOptions } from '../../../lib/http';
import { UndoNoticeProvider } from '../../../components/undo-notice';
import { api } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session/session';
import { CaseDocuments } from './case-documents';

const documents: CaseDocument[] = [
  {
    id: 2,
    name: 'Foto barang bukti.png',
    size: 1536,
    mime: 'image/png',
    url: '/api/cases/3/documents/2/content?expires=1&signature=b',
    uploaded_by: { id: 8, username: 'Citra' },
    created_at: '2026-04-02T03:00:00.000Z',
  },
  {
    id: 1,
    name: 'Surat Perintah Penyidikan.pdf',
    size: 5 * 1024 * 1024,
    mime: 'application/pdf',
    url: '/api/cases/3/documents/1/content?expires=1&signature=a',
    uploaded_by: { id: 7, username: 'Budi' },
    created_at: '2026-04-01T01:00:00.000Z',
  },
];

const ok = <T,>(data: T) => ({ data, headers: {} }) as HttpResponse<T>;
const refusal = (status: number, message: string) =>
  new HttpError(message, String(status), undefined, undefined, {
    status,
    data: { message },
    headers: {},
  });

function signIn(role: 'user' | 'admin') {
  saveSession({ token: 'token', user: { id: 1, username: 'Budi', email: 'b@x.id', role } });
}

const trashed: TrashedCaseDocument[] = [
  {
    id: 5,
    name: 'Draf lama.docx',
    size: 2048,
    mime: 'application/octet-stream',
    uploaded_by: { id: 8, username: 'Citra' },
    created_at: '2026-03-30T01:00:00.000Z',
    deleted_at: '2026-04-03T02:30:00.000Z',
    deleted_by: { id: 8, username: 'Citra' },
  },
];

/** The caller (id 1, "Budi") is on this team unless a test passes another. */
const ownTeam: TeamMember[] = [{ id: 1, username: 'Budi' }];

/** Answers the section's reads: the caller's profile, the documents and the trash. */
function serve(list: CaseDocument[], trash: TrashedCaseDocument[] = []) {
  return vi.spyOn(api, 'get').mockImplementation((url: string) => {
    if (url === '/profile') {
      return Promise.resolve(ok({ id: 1, username: 'Budi' }));
    }
    return Promise.resolve(ok(url === '/cases/3/document-trash' ? trash : list));
  });
}

function renderSection(onNotice = vi.fn(), team: TeamMember[] = ownTeam) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <UndoNoticeProvider>
        <CaseDocuments caseId={3} team={team} onNotice={onNotice} />
      </UndoNoticeProvider>
    </QueryClientProvider>,
  );
  return onNotice;
}

describe('Berkas Perkara on the case detail (decisions §7.2)', () => {
  beforeEach(() => signIn('user'));
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('lists the documents with size, uploader and time, newest first', async () => {
    serve(documents);
    renderSection();
    const list = await screen.findByRole('list', { name: 'Daftar berkas perkara' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getAllByRole('button')[0]?.textContent)).toEqual([
      'Foto barang bukti.png',
      'Surat Perintah Penyidikan.pdf',
    ]);
    expect(items[0]).toHaveTextContent(/1,5 KB · Citra · /);
    expect(items[1]).toHaveTextContent(/5 MB · Budi · /);
  });

  it('shows skeletons while loading, then the empty text', async () => {
    let answer: (value: HttpResponse<CaseDocument[]>) => void = () => undefined;
    vi.spyOn(api, 'get').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderSection();
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    answer(ok([]));
    // An empty trash shows nothing at all.
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
    expect(screen.queryByRole('button', { name: /Sampah berkas/ })).not.toBeInTheDocument();
    expect(await screen.findByText('Belum ada berkas pada kasus ini.')).toBeInTheDocument();
  });

  it('says why the list failed and offers to try again', async () => {
    vi.spyOn(api, 'get').mockImplementation((url: string) =>
      url === '/cases/3/documents' ? Promise.reject(refusal(404, 'Kasus tidak ditemukan')) : Promise.resolve(ok([])),
    );
    renderSection();
    expect(await screen.findByText('Kasus tidak ditemukan')).toBeInTheDocument();
    serve(documents);
    await userEvent.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByRole('list', { name: 'Daftar berkas perkara' })).toBeInTheDocument();
  });

  it('uploads several files one after the other; a refused one stays listed with the server\u2019s reason', async () => {
    serve([]);
    const post = vi
      .spyOn(api, 'post')
      .mockResolvedValueOnce(ok(documents[1]))
      .mockRejectedValueOnce(refusal(413, 'Ukuran file terlalu besar (maksimal 50 MB)'));
    const onNotice = renderSection();
    await screen.findByText('Belum ada berkas pada kasus ini.');
    const input = screen.getByTestId('case-documents-input');
    await userEvent.upload(input, [
      new File(['isi'], 'surat.pdf', { type: 'application/pdf' }),
      new File(['besar'], 'besar.pdf', { type: 'application/pdf' }),
      new File([], 'kosong.pdf', { type: 'application/pdf' }),
    ]);
    const uploads = await screen.findByRole('list', { name: 'Unggahan berkas' });
    await waitFor(() => expect(within(uploads).getAllByRole('alert')).toHaveLength(2));
    expect(uploads).toHaveTextContent('besar.pdf: Ukuran file terlalu besar (maksimal 50 MB)');
    // An empty file is refused before sending, with the server's own words.
    expect(uploads).toHaveTextContent('kosong.pdf: File kosong tidak dapat diunggah');
    expect(uploads).not.toHaveTextContent('surat.pdf');
    expect(post).toHaveBeenCalledTimes(2);
    expect(post.mock.calls[0]?.[0]).toBe('/cases/3/documents');
    expect(onNotice).toHaveBeenCalledWith('Berkas berhasil diunggah', 'success');
    await userEvent.click(within(uploads).getByRole('button', { name: 'Tutup pesan besar.pdf' }));
    expect(uploads).not.toHaveTextContent('besar.pdf');
  });

  it('lets a team member delete a document after the confirmation, and "Urungkan" restores it', async () => {
    serve(documents);
    const remove = vi.spyOn(api, 'delete').mockResolvedValue(ok({ success: true }));
    const post = vi.spyOn(api, 'post').mockResolvedValue(ok({ success: true }));
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Hapus Surat Perintah Penyidikan.pdf' }));
    const dialog = screen.getByRole('dialog', { name: 'Hapus Berkas Perkara' });
    expect(dialog).toHaveTextContent('Sampah berkas');
    expect(remove).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('/cases/3/documents/1'));
    expect(await screen.findByText('Berkas "Surat Perintah Penyidikan.pdf" dihapus')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Urungkan' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/cases/3/document-trash/1/restore'));
    expect(await screen.findByText('Berkas dipulihkan')).toBeInTheDocument();
  });

  it('shows "Hapus" to no staff member outside the case\u2019s team', async () => {
    serve(documents);
    renderSection(vi.fn(), [{ id: 9, username: 'Dewi' }]);
    expect(await screen.findByRole('button', { name: 'Unduh Surat Perintah Penyidikan.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unggah Berkas' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Hapus / })).not.toBeInTheDocument();
  });

  it('lists the trash collapsed under its count, with who deleted what and when; "Pulihkan" restores', async () => {
    serve(documents, trashed);
    const post = vi.spyOn(api, 'post').mockResolvedValue(ok({ success: true }));
    const onNotice = renderSection();
    const toggle = await screen.findByRole('button', { name: 'Sampah berkas (1)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const trash = screen.getByRole('list', { name: 'Sampah berkas' });
    const [item] = within(trash).getAllByRole('listitem');
    expect(item).toHaveTextContent(/Draf lama\.docx2 KB · Dihapus .+ oleh Citra/);
    // Purging is for administrators only.
    expect(within(trash).queryByRole('button', { name: /Hapus permanen/ })).not.toBeInTheDocument();
    await userEvent.click(within(trash).getByRole('button', { name: 'Pulihkan Draf lama.docx' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/cases/3/document-trash/5/restore'));
    await waitFor(() => expect(onNotice).toHaveBeenCalledWith('Berkas dipulihkan', 'success'));
  });

  it('shows the trash without "Pulihkan" to a staff member outside the team', async () => {
    serve(documents, trashed);
    renderSection(vi.fn(), []);
    await userEvent.click(await screen.findByRole('button', { name: 'Sampah berkas (1)' }));
    const trash = screen.getByRole('list', { name: 'Sampah berkas' });
    expect(trash).toHaveTextContent('Draf lama.docx');
    expect(within(trash).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says why the trash failed to load and offers to try again', async () => {
    const get = serve(documents);
    get.mockImplementation((url: string) =>
      url === '/cases/3/document-trash'
        ? Promise.reject(refusal(500, 'Gagal memuat Sampah berkas'))
        : Promise.resolve(ok(url === '/profile' ? { id: 1 } : documents)),
    );
    renderSection();
    expect(await screen.findByText('Gagal memuat Sampah berkas')).toBeInTheDocument();
    serve(documents, trashed);
    await userEvent.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByRole('button', { name: 'Sampah berkas (1)' })).toBeInTheDocument();
  });

  it('opens an image in the preview with a fresh link', async () => {
    serve(documents);
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Buka Foto barang bukti.png' }));
    const dialog = await screen.findByRole('dialog', { name: 'Foto barang bukti.png' });
    expect(await within(dialog).findByRole('img', { name: 'Foto barang bukti.png' })).toHaveAttribute(
      'src',
      documents[0]?.url,
    );
  });

  it('gives an administrator, on no team, delete, restore and purge after a question, but no upload', async () => {
    signIn('admin');
    serve(documents, trashed);
    const remove = vi.spyOn(api, 'delete').mockResolvedValue(ok({ success: true }));
    const onNotice = renderSection(vi.fn(), []);
    expect(await screen.findByRole('button', { name: 'Hapus Surat Perintah Penyidikan.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unggah Berkas' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tambah dari Berkas Saya' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Sampah berkas (1)' }));
    const trash = screen.getByRole('list', { name: 'Sampah berkas' });
    expect(within(trash).getByRole('button', { name: 'Pulihkan Draf lama.docx' })).toBeInTheDocument();
    await userEvent.click(within(trash).getByRole('button', { name: 'Hapus permanen Draf lama.docx' }));
    const dialog = screen.getByRole('dialog', { name: 'Hapus permanen?' });
    expect(dialog).toHaveTextContent('Berkas "Draf lama.docx" akan dihapus permanen');
    expect(remove).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hapus permanen' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('/cases/3/document-trash/5'));
    expect(onNotice).toHaveBeenCalledWith('Berkas "Draf lama.docx" dihapus permanen', 'success');
  });

  it('copies a file chosen in "Tambah dari Berkas Saya", browsing into a folder', async () => {
    vi.spyOn(api, 'get').mockImplementation((url: string, config?: RequestOptions) => {
      if (url === '/files') {
        const path = (config?.params as { path?: string } | undefined)?.path;
        return Promise.resolve(
          ok({
            success: true,
            data:
              path === '/'
                ? { folders: [{ id: 4, name: 'Perkara', path: '/Perkara', type: 'folder' }], files: [] }
                : {
                    folders: [],
                    files: [
                      {
                        id: 9,
                        name: 'BAP.pdf',
                        size: 10,
                        mime: 'application/pdf',
                        url: '',
                        type: 'file',
                        created_at: '',
                      },
                    ],
                  },
          }),
        );
      }
      return Promise.resolve(ok([]));
    });
    const post = vi.spyOn(api, 'post').mockResolvedValue(ok(documents[1]));
    const onNotice = renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Tambah dari Berkas Saya' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah dari Berkas Saya' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Buka folder Perkara' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: /BAP\.pdf/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tambahkan' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/cases/3/documents/from-file', { file_id: 9 }));
    expect(onNotice).toHaveBeenCalledWith('Berkas "BAP.pdf" ditambahkan ke kasus', 'success');
  });
});
